// Storefront benchmark (issue 8, part 2; issue 21): initial JavaScript of every route a customer
// lands on (home, a listing, a search, a product, login, register, the signed-in cart) and
// Lighthouse 12 scores for home, a listing, a product and the signed-in cart in Kurdish, against a
// running production server.
//
//   npx tsx bench/storefront.ts --base-url http://127.0.0.1:PORT [--data-dir DIR] [--runs 3] [--chrome-path …]
//     [--bundles-only]
//
// The signed-in cart needs the server's DATA_DIR (--data-dir): a customer registers through the
// API as the storefront does (the email link is read from the outbox there) and puts one piece of
// the product page's product in the cart; the pages are opened with its token in local storage.
//
// Bundles: each route is opened in Chromium (playwright-core, fresh profile, no interaction) and
// every script response until the network has been idle is gzipped here with zlib (level 9), so
// the figure is what the page downloads before a reader touches it, whatever the server sends.
// Scripts are split at the page's `chapkhana:page-settled` mark (apps/web/src/rendering/page-settled.ts):
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
import { newPhone, registerCustomer } from '../e2e/support/customers';
import { onePieceOf, shopApi } from '../e2e/support/shop-api';
import { chromium, type Request as PageRequest } from 'playwright-core';
import { signInScript, withFreshPhonePage, type PagePlan } from './lib/fresh-page';
import type { Log } from './lib/load';
import { measureMainThread, type MainThreadFigures } from './lib/main-thread';
import { medianBy } from './lib/median';

/** docs/design.md §10's flags; `--lang` makes the browser ask for Sorani, as a Kurdish reader's does. */
const CHROME_FLAGS = [...QUIET_CHROMIUM_FLAGS, '--lang=ckb', '--accept-lang=ckb'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Time to keep listening after the network went idle, for chunks imported once the page is up. */
const SETTLE_MS = 2000;
/**
 * Loads of each route for its bundle figures; the larger is kept. Now and then the page settles
 * before a route's chunks are asked for (seen on /login: 112 instead of 129 KB), which would
 * count them as loaded after settling.
 */
const BUNDLE_LOADS = 2;
/** The performance mark the storefront sets once it has loaded and gone idle (rendering/page-settled.ts). */
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
  /** Lighthouse's own reading of the machine's speed (its benchmarkIndex: higher is faster). */
  benchmarkIndex: number;
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
  pages: Record<string, PagePlan>;
  log: Log;
}

/** The signed-out pages to measure, taken from the demo catalogue the server holds. */
async function discoverPages(baseUrl: string) {
  const response = await fetch(new URL('/api/home/page-data', baseUrl));
  if (!response.ok) throw new Error(`GET /api/home/page-data answered ${response.status}`);
  const home = (await response.json()) as HomePageResponse;
  const category = home.categories?.[0];
  const product = home.newProducts?.[0] ?? home.discountProducts?.[0];
  if (!category || !product) throw new Error('The server has no catalogue: seed the demo data.');
  const listing = `/products?category=${encodeURIComponent(category.enName)}&categoryId=${encodeURIComponent(category._id)}`;
  // A word of the product's name, as a customer would type it in the search box.
  const word = product.enName.split(/\s+/)[0] ?? product.enName;
  const pages = {
    home: { path: '/' },
    listing: { path: listing },
    search: { path: `/products/search?value=${encodeURIComponent(word)}` },
    product: { path: `/product/details/${encodeURIComponent(product.slug)}` },
    login: { path: '/login' },
    register: { path: '/register' },
  } satisfies Record<string, PagePlan>;
  return { pages, productSlug: product.slug };
}

/**
 * A customer with one piece of `productSlug` in the cart, registered as the storefront does it
 * (the email link read from the outbox in the server's `dataDir`); its token.
 */
async function customerWithCart(baseUrl: string, dataDir: string, productSlug: string) {
  const customer = await registerCustomer(
    { baseUrl, dataDir },
    // A number of its own: the same server may be measured again.
    { name: 'Shilan Ahmad', phone: newPhone(), password: 'storefront-bench-2026' },
  );
  const api = shopApi(baseUrl, customer.token);
  const product = await api.product(productSlug);
  await api.addToCart(customer.id, product._id, onePieceOf(product));
  return customer.token;
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
  const keep = (figures: BundleFigures) => {
    const earlier = bundles.findIndex((b) => b.route === figures.route);
    if (earlier === -1) bundles.push(figures);
    else if (figures.gzipKb > (bundles[earlier]?.gzipKb ?? 0)) bundles[earlier] = figures;
  };
  for (const [route, { path: pagePath, customerToken }] of Object.entries(pages)) {
    for (let load = 0; load < BUNDLE_LOADS; load++) {
      await withFreshPhonePage({ chromePath, flags: CHROME_FLAGS, customerToken }, async (page) => {
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
        // A signed-in page that sent the reader to the login page was not the page measured.
        const landed = new URL(page.url()).pathname;
        if (landed !== new URL(pagePath, baseUrl).pathname)
          throw new Error(`${pagePath} ended on ${landed}`);
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
        keep({
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
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
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

/**
 * Puts a customer's token in local storage of the Chrome at `port` (its origin `baseUrl`), on an
 * address that loads none of the storefront's files, so nothing of the page is cached before
 * Lighthouse opens it.
 */
async function signInChrome(port: number, baseUrl: string, customerToken: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(new URL('/api/health', baseUrl).href);
    await page.evaluate(signInScript(customerToken));
    await page.close();
  } finally {
    // Connected over CDP, close() only disconnects: Chrome stays up for Lighthouse.
    await browser.close();
  }
}

/**
 * Lighthouse's default (mobile) run of each page, `runs` times; the median by performance. A
 * signed-in page keeps the storage Lighthouse would otherwise clear (only the token is in it).
 */
async function measureLighthouse({
  baseUrl,
  chromePath,
  pages,
  runs,
  log,
  reportsDir,
}: PageOptions & { runs: number; reportsDir?: string | undefined }): Promise<LighthouseFigures[]> {
  const results: LighthouseFigures[] = [];
  for (const [page, { path: pagePath, customerToken }] of Object.entries(pages)) {
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
        if (customerToken) await signInChrome(chrome.port, baseUrl, customerToken);
        const result = await lighthouse(
          new URL(pagePath, baseUrl).href,
          { port: chrome.port, output: 'json', logLevel: 'error' },
          {
            extends: 'lighthouse:default',
            settings: { onlyCategories: CATEGORIES, disableStorageReset: Boolean(customerToken) },
          },
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
            `bp ${sample.bestPractices} seo ${sample.seo} LCP ${sample.lcpMs} ms TBT ${sample.tbtMs} ms CLS ${sample.cls} (machine index ${sample.benchmarkIndex})`,
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

/** The page's address in `language` (one address per language, docs/design.md §7). */
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
  for (const [page, { path: pagePath }] of Object.entries(pages)) {
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

/**
 * Measures the storefront served at `baseUrl` (a production build with the demo catalogue);
 * the signed-in cart only with the server's `dataDir` (where its outbox is).
 */
export async function runStorefrontBench({
  baseUrl,
  dataDir,
  chromePath = systemChromium,
  log = console.log,
  runs = 3,
  reportsDir,
  bundlesOnly = false,
}: {
  baseUrl: string;
  bundlesOnly?: boolean;
  dataDir?: string | undefined;
  chromePath?: string;
  log?: Log;
  runs?: number;
  reportsDir?: string | undefined;
}): Promise<StorefrontFigures> {
  const { pages: signedOut, productSlug } = await discoverPages(baseUrl);
  let cart: PagePlan | undefined;
  if (dataDir) {
    cart = { path: '/card', customerToken: await customerWithCart(baseUrl, dataDir, productSlug) };
  } else {
    log('storefront: no --data-dir, so the signed-in cart is not measured');
  }
  const pages: Record<string, PagePlan> = { ...signedOut, ...(cart ? { cart } : {}) };
  const bundles = await measureBundles({ baseUrl, chromePath, pages, log });
  if (bundlesOnly) return { bundles, mainThread: [], lighthouse: [], discoverability: [] };
  // Lighthouse's set (issue 21): home, a listing, a product and the signed-in cart.
  const { home, listing, product } = signedOut;
  const lighthousePages: Record<string, PagePlan> = {
    home,
    listing,
    product,
    ...(cart ? { cart } : {}),
  };
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
  // Findability is for the pages a search engine reads: not the cart.
  const discoverability = await measureDiscoverability({
    baseUrl,
    chromePath,
    pages: { home, listing, product },
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
    '| page | performance | accessibility | best practices | SEO | LCP (ms) | TBT (ms) | CLS | machine index |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...scores.map(
      (s) =>
        `| ${s.page} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${s.lcpMs} | ${s.tbtMs} | ${s.cls} | ${s.benchmarkIndex} |`,
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
      // The server's DATA_DIR, for the signed-in cart (its outbox holds the registration link).
      'data-dir': { type: 'string' },
      'chrome-path': { type: 'string', default: systemChromium },
      runs: { type: 'string', default: '3' },
      json: { type: 'boolean', default: false },
      // Keeps every Lighthouse report (JSON) there, to read what an audit blames.
      reports: { type: 'string' },
      // Only the routes' JavaScript (a minute), while working on a bundle.
      'bundles-only': { type: 'boolean', default: false },
    },
  });
  if (!values['base-url']) {
    console.error(
      'usage: npx tsx bench/storefront.ts --base-url http://127.0.0.1:PORT [--data-dir DIR] [--runs 3] [--json] [--bundles-only]',
    );
    process.exit(2);
  }
  const result = await runStorefrontBench({
    baseUrl: values['base-url'],
    dataDir: values['data-dir'],
    chromePath: values['chrome-path'],
    runs: Number(values.runs),
    log: (line) => console.error(line),
    reportsDir: values.reports,
    bundlesOnly: values['bundles-only'],
  });
  console.log(formatStorefrontTables(result));
  if (values.json) console.log(JSON.stringify(result, null, 2));
  for (const s of result.lighthouse) {
    if (s.failedAudits.length)
      console.log(`\n${s.page}: audits below 0.9: ${s.failedAudits.join(', ')}`);
  }
}
