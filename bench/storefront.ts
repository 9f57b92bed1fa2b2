// Storefront benchmark (issue 8, part 2): initial JavaScript per route and Lighthouse 12 scores
// for home, a listing and a product page in Kurdish, against a running production server.
//
//   npx tsx bench/storefront.ts --base-url http://127.0.0.1:PORT [--runs 3] [--chrome-path …]
//
// Bundles: each route is opened in Chromium (playwright-core, fresh profile, no interaction) and
// every script response until the network has been idle is gzipped here with zlib (level 9), so
// the figure is what the page downloads before a reader touches it, whatever the server sends.
// Scripts are split at the page's `chapkhana:page-settled` mark (apps/web/src/lib/page-settled.ts):
// "initial" is what was requested before the page had loaded and gone idle (what competes with
// the first view; the budget's figure), "after settling" what the page fetched once idle (the
// socket's library, the carousel's).
// Main thread (lib/main-thread.ts): V8's profiler over a cold load at 4× CPU, `runs` times.
// Lighthouse: the default (mobile, simulated throttling) configuration, one fresh Chrome per
// page, `runs` times; the median run by performance score is reported.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result as LighthouseResult } from 'lighthouse';
import type { HomePageResponse } from '@chapkhana/shared/catalogue';
import { chromePath as systemChromium, QUIET_CHROMIUM_FLAGS } from '../e2e/support/chromium';
import type { Request as PageRequest } from 'playwright-core';
import { withFreshPhonePage } from './lib/fresh-page';
import type { Log } from './lib/load';
import { measureMainThread, type MainThreadFigures } from './lib/main-thread';
import { medianBy } from './lib/median';

/** DESIGN.md §10's flags; `--lang` makes the browser ask for Sorani, as a Kurdish reader's does. */
const CHROME_FLAGS = [...QUIET_CHROMIUM_FLAGS, '--lang=ckb', '--accept-lang=ckb'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Time to keep listening after the network went idle, for chunks imported once the page is up. */
const SETTLE_MS = 2000;
/** The performance mark the storefront sets once it has loaded and gone idle (lib/page-settled.ts). */
const SETTLED_MARK = 'chapkhana:page-settled';

/** A route's JavaScript: what it fetched before settling (the budget's figure) and after. */
export interface BundleFigures {
  route: string;
  path: string;
  gzipKb: number;
  rawKb: number;
  afterSettleGzipKb: number;
  totalGzipKb: number;
  scripts: { file: string; gzipKb: number; initial: boolean }[];
}

/** A page's Lighthouse scores and timings. */
export interface LighthouseFigures {
  page: string;
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failedAudits: string[];
  /** How many runs the median was taken from. */
  runs?: number;
}

/** A page's findability in one language (issue 20): Lighthouse SEO, and Chrome's own installability. */
export interface DiscoverabilityFigures {
  page: string;
  language: string;
  path: string;
  seo: number;
  /** Chrome's reasons the page cannot be installed (CDP Page.getInstallabilityErrors); empty: installable. */
  installabilityErrors: string[];
  failedAudits: string[];
}

export interface StorefrontFigures {
  bundles: BundleFigures[];
  mainThread: MainThreadFigures[];
  lighthouse: LighthouseFigures[];
  discoverability?: DiscoverabilityFigures[];
}

/** A script the page fetched, with its sizes. */
interface ScriptSize {
  url: string;
  requestedAt: number;
  raw: number;
  gzip: number;
}

interface PageOptions {
  baseUrl: string;
  chromePath: string;
  pages: Record<string, string>;
  log: Log;
}

/** The pages to measure, taken from the demo catalogue the server holds. */
async function discoverPages(baseUrl: string) {
  const response = await fetch(new URL('/api/home/page-data', baseUrl));
  if (!response.ok) throw new Error(`GET /api/home/page-data answered ${response.status}`);
  const home = (await response.json()) as HomePageResponse;
  const category = home.categories?.[0];
  const product = home.newProducts?.[0] ?? home.discountProducts?.[0];
  if (!category || !product) throw new Error('The server has no catalogue: seed the demo data.');
  const listing = `/products?category=${encodeURIComponent(category.enName)}&categoryId=${encodeURIComponent(category._id)}`;
  return {
    home: '/',
    listing,
    product: `/product/details/${encodeURIComponent(product.slug)}`,
    // /card needs a signed-in customer, so a signed-out visit ends on the login page.
    login: '/login',
  };
}

function kb(bytes: number) {
  return Math.round((bytes / 1024) * 10) / 10;
}

/** Initial JavaScript (gzip) of each route, one fresh browser profile per route. */
async function measureBundles({
  baseUrl,
  chromePath,
  pages,
  log,
}: PageOptions): Promise<BundleFigures[]> {
  const bundles: BundleFigures[] = [];
  for (const [route, pagePath] of Object.entries(pages)) {
    await withFreshPhonePage({ chromePath, flags: CHROME_FLAGS }, async (page) => {
      const requested = new Map<PageRequest, number>();
      page.on('request', (request) => requested.set(request, Date.now()));
      const bodies: Promise<ScriptSize | undefined>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        bodies.push(
          response.body().then(
            (body) => ({
              url: response.url(),
              requestedAt: requested.get(response.request()) ?? Date.now(),
              raw: body.length,
              gzip: gzipSync(body, { level: 9 }).length,
            }),
            () => undefined,
          ),
        );
      });
      await page.goto(new URL(pagePath, baseUrl).href, { waitUntil: 'networkidle' });
      await page.waitForTimeout(SETTLE_MS);
      const lang = await page.locator('html').getAttribute('lang');
      if (lang !== 'ckb') throw new Error(`${pagePath} rendered in "${lang}", not Kurdish`);
      // When the page settled, in the driver's clock (no mark: everything counts as initial).
      const settledAt = await page.evaluate((name) => {
        const mark = performance.getEntriesByName(name)[0];
        return mark ? performance.timeOrigin + mark.startTime : null;
      }, SETTLED_MARK);
      const scripts = (await Promise.all(bodies)).filter((s) => s !== undefined);
      const sum = (list: ScriptSize[], key: 'raw' | 'gzip') =>
        list.reduce((total, s) => total + s[key], 0);
      const initial = scripts.filter((s) => settledAt === null || s.requestedAt < settledAt);
      const later = scripts.filter((s) => !initial.includes(s));
      bundles.push({
        route,
        path: pagePath,
        gzipKb: kb(sum(initial, 'gzip')),
        rawKb: kb(sum(initial, 'raw')),
        afterSettleGzipKb: kb(sum(later, 'gzip')),
        totalGzipKb: kb(sum(scripts, 'gzip')),
        scripts: scripts
          .map((s) => ({
            file: new URL(s.url).pathname,
            gzipKb: kb(s.gzip),
            initial: initial.includes(s),
          }))
          .sort((a, b) => b.gzipKb - a.gzipKb),
      });
      log(
        `bundles: ${route} ${kb(sum(initial, 'gzip'))} KB gzip initial in ${initial.length} scripts, ` +
          `${kb(sum(later, 'gzip'))} KB after settling`,
      );
    });
  }
  return bundles;
}

function summarise(page: string, pagePath: string, lhr: LighthouseResult): LighthouseFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue;
  return {
    page,
    path: pagePath,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audit('largest-contentful-paint') ?? NaN),
    tbtMs: Math.round(audit('total-blocking-time') ?? NaN),
    cls: Math.round((audit('cumulative-layout-shift') ?? NaN) * 1000) / 1000,
    // What Lighthouse itself blames, so a missed budget comes with its reasons.
    failedAudits: Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'notApplicable' &&
          a.scoreDisplayMode !== 'manual',
      )
      .map((a) => a.id),
  };
}

/** Lighthouse's default (mobile) run of each page, `runs` times; the median by performance. */
async function measureLighthouse({
  baseUrl,
  chromePath,
  pages,
  runs,
  log,
  reportsDir,
}: PageOptions & { runs: number; reportsDir?: string | undefined }): Promise<LighthouseFigures[]> {
  const results: LighthouseFigures[] = [];
  for (const [page, pagePath] of Object.entries(pages)) {
    const samples: LighthouseFigures[] = [];
    // A loaded machine now and then loses Lighthouse's trace (NO_NAVSTART): such a run is
    // repeated, up to `runs` extra attempts in all, instead of ending the benchmark.
    let retries = runs;
    for (let run = 0; run < runs; run++) {
      const userDataDir = mkdtempSync(path.join(tmpdir(), 'chapkhana-lh-'));
      const chrome = await chromeLauncher.launch({
        chromePath,
        chromeFlags: [...CHROME_FLAGS, '--headless=new'],
        userDataDir,
        logLevel: 'silent',
      });
      try {
        const result = await lighthouse(
          new URL(pagePath, baseUrl).href,
          { port: chrome.port, output: 'json', logLevel: 'error' },
          { extends: 'lighthouse:default', settings: { onlyCategories: CATEGORIES } },
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
        if (result.lhr.runtimeError) {
          if (retries-- <= 0) throw new Error(result.lhr.runtimeError.message);
          log(`lighthouse: ${page} run ${run + 1} failed (${result.lhr.runtimeError.code}); again`);
          run--;
          continue;
        }
        const sample = summarise(page, pagePath, result.lhr);
        if (reportsDir) {
          mkdirSync(reportsDir, { recursive: true });
          writeFileSync(
            path.join(reportsDir, `${page}-${run + 1}.json`),
            JSON.stringify(result.lhr),
          );
        }
        samples.push(sample);
        log(
          `lighthouse: ${page} run ${run + 1}: perf ${sample.performance} a11y ${sample.accessibility} ` +
            `bp ${sample.bestPractices} seo ${sample.seo} LCP ${sample.lcpMs} ms TBT ${sample.tbtMs} ms CLS ${sample.cls}`,
        );
      } finally {
        await chrome.kill();
        rmSync(userDataDir, { recursive: true, force: true });
      }
    }
    results.push({
      ...medianBy(samples, (sample) => sample.performance),
      runs: samples.length,
    });
  }
  return results;
}

/** The page's address in `language` (one address per language, DESIGN §7). */
function inLanguage(pagePath: string, language: string): string {
  const url = new URL(pagePath, 'http://page.invalid');
  url.searchParams.set('lng', language);
  return `${url.pathname}${url.search}`;
}

/**
 * Home, a listing and a product in each language: Lighthouse's SEO category (not timed, so one
 * run each) and whether Chrome would install the shop from the page (its own check, through the
 * DevTools protocol, once the service worker has taken the page over).
 */
async function measureDiscoverability({
  baseUrl,
  chromePath,
  pages,
  log,
}: PageOptions): Promise<DiscoverabilityFigures[]> {
  const results: DiscoverabilityFigures[] = [];
  for (const [page, pagePath] of Object.entries(pages)) {
    for (const language of ['kr', 'ar', 'en']) {
      const address = inLanguage(pagePath, language);
      const url = new URL(address, baseUrl).href;
      const userDataDir = mkdtempSync(path.join(tmpdir(), 'chapkhana-lh-'));
      const chrome = await chromeLauncher.launch({
        chromePath,
        chromeFlags: [...QUIET_CHROMIUM_FLAGS, '--headless=new'],
        userDataDir,
        logLevel: 'silent',
      });
      let seo = 0;
      let failedAudits: string[] = [];
      try {
        const result = await lighthouse(
          url,
          { port: chrome.port, output: 'json', logLevel: 'error' },
          { extends: 'lighthouse:default', settings: { onlyCategories: ['seo'] } },
        );
        if (result && !result.lhr.runtimeError) {
          const summary = summarise(page, address, result.lhr);
          seo = summary.seo;
          failedAudits = summary.failedAudits;
        }
      } finally {
        await chrome.kill();
        rmSync(userDataDir, { recursive: true, force: true });
      }
      const installabilityErrors = await withFreshPhonePage(
        { chromePath, flags: QUIET_CHROMIUM_FLAGS },
        async (tab, context) => {
          await tab.goto(url, { waitUntil: 'networkidle' });
          // Chrome's check counts a service worker that controls the page: give it time to take over.
          await tab
            .waitForFunction('navigator.serviceWorker?.controller != null', undefined, {
              timeout: 15_000,
            })
            .catch(() => undefined);
          const cdp = await context.newCDPSession(tab);
          const { installabilityErrors: errors } = (await cdp.send(
            'Page.getInstallabilityErrors',
          )) as { installabilityErrors: { errorId: string }[] };
          return errors.map((error) => error.errorId);
        },
      );
      log(
        `discoverability: ${page} (${language}) SEO ${seo}` +
          (installabilityErrors.length
            ? `, not installable: ${installabilityErrors.join(', ')}`
            : ', installable'),
      );
      results.push({ page, language, path: address, seo, installabilityErrors, failedAudits });
    }
  }
  return results;
}

/** Measures the storefront served at `baseUrl` (a production build with the demo catalogue). */
export async function runStorefrontBench({
  baseUrl,
  chromePath = systemChromium,
  log = console.log,
  runs = 3,
  reportsDir,
}: {
  baseUrl: string;
  chromePath?: string;
  log?: Log;
  runs?: number;
  reportsDir?: string | undefined;
}): Promise<StorefrontFigures> {
  const pages = await discoverPages(baseUrl);
  const bundles = await measureBundles({ baseUrl, chromePath, pages, log });
  const { login: _login, ...lighthousePages } = pages;
  const mainThread = await measureMainThread({
    baseUrl,
    chromePath,
    flags: CHROME_FLAGS,
    pages: lighthousePages,
    runs,
    log,
  });
  const lighthouseResults = await measureLighthouse({
    baseUrl,
    chromePath,
    pages: lighthousePages,
    runs,
    log,
    reportsDir,
  });
  const discoverability = await measureDiscoverability({
    baseUrl,
    chromePath,
    pages: lighthousePages,
    log,
  });
  return { bundles, mainThread, lighthouse: lighthouseResults, discoverability };
}

/** The two markdown tables the CLI prints (and docs/performance.md can quote). */
export function formatStorefrontTables({
  bundles,
  mainThread,
  lighthouse: scores,
  discoverability = [],
}: StorefrontFigures): string {
  const lines = [
    '| route | path | initial JS (gzip KB) | after settling (gzip KB) | scripts |',
    '| --- | --- | ---: | ---: | ---: |',
    ...bundles.map(
      (b) =>
        `| ${b.route} | \`${b.path}\` | ${b.gzipKb} | ${b.afterSettleGzipKb} | ${b.scripts.length} |`,
    ),
    '',
    '| page | main thread busy at 4x CPU (ms) | blocking (ms) |',
    '| --- | ---: | ---: |',
    ...mainThread.map((m) => `| ${m.page} | ${m.busyMs} | ${m.blockingMs} |`),
    '',
    '| page | performance | accessibility | best practices | SEO | LCP (ms) | TBT (ms) | CLS |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...scores.map(
      (s) =>
        `| ${s.page} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${s.lcpMs} | ${s.tbtMs} | ${s.cls} |`,
    ),
    '',
    '| page | language | SEO | installable | failed SEO audits |',
    '| --- | --- | ---: | --- | --- |',
    ...discoverability.map(
      (d) =>
        `| ${d.page} | ${d.language} | ${d.seo} | ${d.installabilityErrors.length ? `no: ${d.installabilityErrors.join(', ')}` : 'yes'} | ${d.failedAudits.join(', ')} |`,
    ),
  ];
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      'chrome-path': { type: 'string', default: systemChromium },
      runs: { type: 'string', default: '3' },
      json: { type: 'boolean', default: false },
      // Keeps every Lighthouse report (JSON) there, to read what an audit blames.
      reports: { type: 'string' },
    },
  });
  if (!values['base-url']) {
    console.error(
      'usage: npx tsx bench/storefront.ts --base-url http://127.0.0.1:PORT [--runs 3] [--json]',
    );
    process.exit(2);
  }
  const result = await runStorefrontBench({
    baseUrl: values['base-url'],
    chromePath: values['chrome-path'],
    runs: Number(values.runs),
    log: (line) => console.error(line),
    reportsDir: values.reports,
  });
  console.log(formatStorefrontTables(result));
  if (values.json) console.log(JSON.stringify(result, null, 2));
  for (const s of result.lighthouse) {
    if (s.failedAudits.length)
      console.log(`\n${s.page}: audits below 0.9: ${s.failedAudits.join(', ')}`);
  }
}
