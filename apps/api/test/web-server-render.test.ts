import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { buildApp } from '../src/app';
import { createTestApp, type TestApp } from './helpers/test-app';
import { titles, writeFakeBuild } from './helpers/web-build';
import { UNTIL } from './helpers/waiting';

/**
 * A stand-in for the web app's server build (apps/web/src/app/server-render.tsx): it asks the
 * API for the categories in-process, as the real one does, and echoes what it was given.
 */
const fakeRenderer = `
let renders = 0;
let drawing = 0;
let mostAtOnce = 0;
// What the tests look at and hold: reads refused to drawings given up, the stuck drawings' end.
const seen = (globalThis.fakeRenderer = { readsRefused: 0, releaseStuck: () => {} });
const stuck = new Promise((resolve) => (seen.releaseStuck = resolve));
export function createServerRenderer({ translations, siteOrigin }) {
  return {
    async render(input) {
      const serial = ++renders;
      drawing += 1;
      mostAtOnce = Math.max(mostAtOnce, drawing);
      try {
        return await draw(input, serial);
      } finally {
        drawing -= 1;
      }
    },
  };
  async function draw({ url, language, callApi }, serial) {
      const categories = () => callApi({
        method: 'GET',
        url: '/api/home/get-categories-subCategories',
        headers: { accept: 'application/json' },
      });
      if (url.startsWith('/stuck')) {
        await stuck;
        await categories().catch(() => (seen.readsRefused += 1));
      }
      if (url.startsWith('/slow')) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        if (url.includes('broken')) throw new Error('The page could not be drawn.');
        return {
          html: '<main data-testid="slow">' + mostAtOnce + '|' + serial + '</main>',
          state: ['{}'],
          status: 200,
        };
      }
      if (url.startsWith('/flaky')) {
        const answer = await callApi({ method: 'GET', url: '/api/flaky-read', headers: {} });
        return {
          html: '<main data-testid="flaky">' + answer.status + '|' + serial + '</main>',
          state: ['{}'],
          status: 200,
        };
      }
      if (url.startsWith('/product/details/')) {
        // A print product's page draws a part the browser loads at once; a build made before
        // the renderer said so (old-build) says nothing of its parts.
        return {
          html: '<main data-testid="product">' + url + '</main>',
          state: ['{}'],
          status: 200,
          ...(url.endsWith('old-build')
            ? {}
            : { partModules: url.endsWith('print') ? ['src/parts/panel.tsx'] : [] }),
        };
      }
      if (url.startsWith('/dashboard')) return null;
      if (url.startsWith('/broken')) throw new Error('The page could not be drawn.');
      const answer = await categories();
      const { categories: list } = JSON.parse(answer.body);
      return {
        html: '<main data-testid="rendered">' + [language, translations[language].meta.title,
          siteOrigin, answer.status, list.length, url, renders].join('|') + '</main>',
        state: ['{"api":{"queries":{}}}'],
        status: url === '/missing' ? 404 : url === '/unread' ? 503 : 200,
      };
  }
}`;

/** A stand-in for the build's manifest (`vite build` with `manifest: true`). */
const FAKE_MANIFEST = {
  'index.html': { file: 'static/index-abc123.js', isEntry: true, imports: ['_vendor.js'] },
  '_vendor.js': { file: 'static/vendor-abc123.js' },
  'src/app/routes/product-details.tsx': {
    file: 'static/product-details-1.js',
    imports: ['_shared.js', '_vendor.js'],
  },
  '_shared.js': { file: 'static/shared-1.js' },
  'src/parts/panel.tsx': { file: 'static/panel-1.js', imports: ['_shared.js', '_panel-lib.js'] },
  '_panel-lib.js': { file: 'static/panel-lib-1.js', imports: ['_vendor.js'] },
};

let shop: TestApp;
let app: TestApp['app'];
const FONT_FACE = '@font-face{font-family:Vazirmatn;src:url(/static/v-400.woff2)format("woff2")}';
const PAGE_START_SOURCE = "(function(){document.documentElement.dataset.started='';})();\n";

beforeAll(async () => {
  // Rendered pages are kept as long as the catalogue's answers (the micro-cache's seconds).
  shop = await createTestApp({ READ_CACHE_SECONDS: '30' });
  const dist = shop.config.webDistDir;
  await writeFakeBuild(dist);
  await writeFakeBuild(shop.config.consoleDistDir);
  // The built page links its style sheet, which a rendered page carries inline.
  const index = await readFile(path.join(dist, 'index.html'), 'utf8');
  await writeFile(
    path.join(dist, 'index.html'),
    index.replace(
      '</head>',
      '<link rel="stylesheet" crossorigin href="/static/index-1.css"></head>',
    ),
  );
  await writeFile(path.join(dist, 'static', 'index-1.css'), `main{color:teal}${FONT_FACE}`);
  await writeFile(path.join(dist, 'page-start.js'), PAGE_START_SOURCE);
  await mkdir(path.join(dist, '.server'), { recursive: true });
  await writeFile(path.join(dist, '.server', 'server-render.js'), fakeRenderer);
  // The build's manifest: the entry, the product page's route and a part, sharing chunks.
  await mkdir(path.join(dist, '.vite'), { recursive: true });
  await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(FAKE_MANIFEST));
  // The app reads the build at start-up, so build a second one now that the files exist.
  await shop.app.close();
  app = await buildApp({ config: shop.config, database: shop.database });
});
afterAll(async () => {
  await app.close();
  await shop.close();
});

const page = (url: string, language?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: language ? { cookie: `i18next=${language}` } : {},
  });

const preloads = (body: string) =>
  [...body.matchAll(/<link rel="preload" href="([^"]+)"/g)].map(([, href]) => href);

describe('storefront pages rendered on the server', () => {
  it('carry their markup, drawn in the reader’s language from the API’s own answers', async () => {
    const response = await page('/products?category=Mugs', 'ar');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
    const rendered = /<div id="root"><main data-testid="rendered">([^<]*)<\/main><\/div>/.exec(
      response.body,
    );
    expect(rendered?.[1]?.split('|')).toEqual([
      'ar',
      titles.ar,
      shop.config.publicUrl,
      '200',
      expect.stringMatching(/^\d+$/),
      '/products?category=Mugs',
      expect.stringMatching(/^\d+$/),
    ]);
    expect(response.body).toContain('<html lang="ar" dir="rtl" data-language="ar">');
    // The answers travel with the page, and the browser is not asked to fetch them again.
    expect(response.body).toContain(
      '<script type="application/json" id="chapkhana-state">{"api":{"queries":{}}}</script>',
    );
    // Its translation file too, in its language, after the markup and the state (escaped, as
    // the state is: its Arabic description has an ampersand): the browser asks for nothing first.
    expect(preloads(response.body)).toEqual([]);
    const texts =
      /<\/script><script type="application\/json" id="chapkhana-texts" data-language="ar">([^<]*)<\/script>/.exec(
        response.body,
      )?.[1];
    expect(texts).toContain('\\u0026');
    expect(JSON.parse(texts ?? '')).toEqual(
      JSON.parse(
        await readFile(
          path.join(shop.config.webDistDir, 'assets/locales/ar/translation.json'),
          'utf8',
        ),
      ),
    );
    // Its style sheet is inline: nothing stands between the markup and the first paint.
    expect(response.body).toContain('<style>main{color:teal}</style>');
    expect(response.body).not.toContain('href="/static/index-1.css"');
  });

  it('keeps a rendered page a moment, per language, until something is written', async () => {
    const renderCount = async (url: string, language: string) =>
      Number(/\|(\d+)<\/main>/.exec((await page(url, language)).body)?.[1]);
    const first = await renderCount('/categories?kept=1', 'en');
    expect(await renderCount('/categories?kept=1', 'en')).toBe(first);
    // Another language or another address is another page.
    expect(await renderCount('/categories?kept=1', 'kr')).toBe(first + 1);
    expect(await renderCount('/categories?kept=2', 'en')).toBe(first + 2);
    // A write on this copy (an admin's edit, a payment) drops what was kept.
    app.forgetSharedReads();
    expect(await renderCount('/categories?kept=1', 'en')).toBe(first + 3);
    expect(await renderCount('/categories?kept=1', 'en')).toBe(first + 3);
  });

  /**
   * The in-process read the `/flaky` pages make, seen (and answered, when `answer` gives one)
   * before the app answers it; put back when the test ends.
   */
  function onFlakyRead(answer: (options: { remoteAddress?: string }) => number | undefined) {
    const inject = app.inject.bind(app);
    const spy = vi.spyOn(app, 'inject').mockImplementation(((options: {
      url: string;
      remoteAddress?: string;
    }) => {
      const statusCode = options.url === '/api/flaky-read' ? answer(options) : undefined;
      return statusCode === undefined
        ? inject(options as never)
        : Promise.resolve({ statusCode, headers: {}, body: '{}' });
    }) as never);
    onTestFinished(() => spy.mockRestore());
    return spy;
  }

  it('keeps no page drawn while a read failed or was refused: the next reader gets it drawn again', async () => {
    const drawn = async () => {
      const body = (await page('/flaky', 'en')).body;
      const [status, serial] = /data-testid="flaky">(\d+)\|(\d+)</.exec(body)?.slice(1) ?? [];
      return { status: Number(status), serial: Number(serial) };
    };
    for (const statusCode of [503, 500, 429]) {
      const failing = onFlakyRead(() => statusCode);
      const first = await drawn();
      expect(first.status).toBe(statusCode);
      expect((await drawn()).serial).toBeGreaterThan(first.serial);
      failing.mockRestore();
    }
    // Answered (here a 404: no such read), the page is kept as any other.
    const answered = await drawn();
    expect(answered.status).toBe(404);
    expect(await drawn()).toEqual(answered);
  });

  it('reads as its reader: a limit per network counts the reader’s, not one for every page drawn', async () => {
    const readers: (string | undefined)[] = [];
    onFlakyRead(({ remoteAddress }) => void readers.push(remoteAddress));
    await app.inject({ method: 'GET', url: '/flaky?reader=1', remoteAddress: '203.0.113.7' });
    await app.inject({ method: 'GET', url: '/flaky?reader=2', remoteAddress: '198.51.100.9' });
    expect(readers).toEqual(['203.0.113.7', '198.51.100.9']);
  });

  it('starts the app once a drawn page is seen (public/page-start.js, written first in the head after the fonts’ rules); a bare page starts it at once', async () => {
    const response = await page('/products?category=Started', 'kr');
    const drawn = response.body;
    expect(drawn).toContain('data-testid="rendered"');
    expect(drawn).not.toContain('type="module"');
    expect(drawn).not.toContain('rel="modulepreload"');
    // Written into the page right after the charset and the fonts' rules (which it may hold back
    // on a slow line before anything is laid out): as a file of its own it cost a round trip.
    expect(drawn).toContain(
      `<meta charset="UTF-8" /><style id="page-fonts">${FONT_FACE}</style><script data-app="/static/index-abc123.js" data-preload="/static/vendor-abc123.js">${PAGE_START_SOURCE}</script>`,
    );
    expect(drawn).not.toContain('page-start.js');
    // The fonts' rules are no longer among the inline style sheet's.
    expect(drawn.split('@font-face')).toHaveLength(2);
    // The page's policy lets that script, and no other inline one, run.
    const hash = createHash('sha256').update(PAGE_START_SOURCE).digest('base64');
    expect(response.headers['content-security-policy']).toMatch(
      new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}';`),
    );
    const bare = (await page('/dashboard', 'kr')).body;
    expect(bare).not.toContain('data-testid="rendered"');
    expect(bare).toContain('<script type="module" crossorigin src="/static/index-abc123.js">');
    expect(bare).toContain(
      '<link rel="modulepreload" crossorigin href="/static/vendor-abc123.js">',
    );
    expect(bare).toContain('<script async src="/page-start.js"></script>');
    expect(bare).toContain('href="/static/index-1.css"');
  });

  it('names the scripts of its route and of the parts it drew that the browser loads at once, each once, not the entry’s', async () => {
    const routeChunks = (body: string) =>
      /<div id="root" data-preload="([^"]*)">/.exec(body)?.[1]?.split(' ');
    const print = await page('/product/details/print', 'kr');
    expect(print.statusCode).toBe(200);
    expect(routeChunks(print.body)).toEqual([
      '/static/product-details-1.js',
      '/static/shared-1.js',
      '/static/panel-1.js',
      '/static/panel-lib-1.js',
    ]);
    // A product sold as it is draws no such part; a server build older than the API's names none.
    for (const url of ['/product/details/plain', '/product/details/old-build']) {
      const plain = await page(url, 'kr');
      expect(plain.body, url).toContain('data-testid="product"');
      expect(routeChunks(plain.body), url).toEqual([
        '/static/product-details-1.js',
        '/static/shared-1.js',
      ]);
    }
  });

  it('draws with the frame’s kept answers taken from the read cache, not asked for again', async () => {
    const categories = '/api/home/get-categories-subCategories';
    const inject = vi.spyOn(app, 'inject');
    try {
      // The in-process requests' options (the spy's overloads type them as none).
      const asked = () =>
        (inject.mock.calls as unknown[][]).filter(
          ([options]) => (options as { url?: string } | undefined)?.url === categories,
        ).length;
      // Kept by a reader's request, then drawn into two pages no one asked for yet.
      expect((await app.inject({ method: 'GET', url: categories })).statusCode).toBe(200);
      const before = asked();
      expect((await page('/products?category=Kept-1', 'en')).statusCode).toBe(200);
      expect((await page('/products?category=Kept-2', 'kr')).statusCode).toBe(200);
      expect(asked()).toBe(before);
    } finally {
      inject.mockRestore();
    }
  });

  it('sends a kept page as it was compressed the first time, with one ETag for every encoding', async () => {
    const fetch = (encoding?: string, etag?: string) =>
      app.inject({
        method: 'GET',
        url: '/categories?compressed=1',
        headers: {
          cookie: 'i18next=kr',
          ...(encoding ? { 'accept-encoding': encoding } : {}),
          ...(etag ? { 'if-none-match': etag } : {}),
        },
      });
    const plain = await fetch();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const sent = (response: Awaited<ReturnType<typeof fetch>>, encoding: 'br' | 'gzip') => {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
      expect(response.headers.etag).toBe(etag);
      const decode = encoding === 'br' ? brotliDecompressSync : gunzipSync;
      expect(decode(response.rawPayload).toString('utf8')).toBe(plain.body);
      return response.rawPayload;
    };
    // Its first readers get its quick gzip (its built pieces compressed once), whether they take
    // Brotli best or gzip alone; the second Brotli reader still gets it, while Brotli is made.
    const quick = sent(await fetch('br, gzip'), 'gzip');
    expect(sent(await fetch('br, gzip'), 'gzip').equals(quick)).toBe(true);
    expect(sent(await fetch('gzip'), 'gzip').equals(quick)).toBe(true);
    await vi.waitFor(
      async () => expect((await fetch('br, gzip')).headers['content-encoding']).toBe('br'),
      UNTIL,
    );
    const brotli = sent(await fetch('br, gzip'), 'br');
    expect(brotli.length).toBeLessThan(quick.length);
    // A reader who refuses gzip gets Brotli.
    sent(await fetch('br, gzip;q=0'), 'br');
    // A phone that has the page already is told so, however it takes it.
    for (const encoding of ['br, gzip', 'gzip', undefined]) {
      const again = await fetch(encoding, etag);
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
    // A write drops the page, and with it what was compressed.
    app.forgetSharedReads();
    const redrawn = await fetch('br, gzip');
    expect(gunzipSync(redrawn.rawPayload).toString('utf8')).not.toBe(plain.body);
    expect(redrawn.headers.etag).not.toBe(etag);
  });

  it('draws two pages at a time however many are asked for at once, and one of each address', async () => {
    const slow = async (url: string) => {
      const response = await page(url, 'en');
      expect(response.statusCode).toBe(200);
      return /data-testid="slow">(\d+)\|(\d+)</.exec(response.body)?.slice(1).map(Number);
    };
    // Drawing is work on the one event loop: pages begun side by side finish no sooner and
    // hold their answers and markup meanwhile (docs/performance.md).
    const many = await Promise.all(Array.from({ length: 12 }, (_, n) => slow(`/slow?page=${n}`)));
    expect(Math.max(...many.map((drawn) => drawn![0]!))).toBe(2);
    // Readers of the same address at the same moment share one drawing.
    const same = await Promise.all(Array.from({ length: 6 }, () => slow('/slow?page=shared')));
    expect(new Set(same.map((drawn) => drawn![1])).size).toBe(1);
    // A drawing that fails gives its turn back: the bare page is sent, later pages are drawn.
    const failed = await Promise.all(
      Array.from({ length: 4 }, (_, n) => page(`/slow?page=broken-${n}`, 'en')),
    );
    expect(failed.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    for (const response of failed) expect(response.body).toContain('<div id="root"></div>');
    expect(await slow('/slow?page=after-the-failures')).toBeTruthy();
  });

  it('answers every reader within 5 s however the drawings hang, sheds a flood at once, and refuses the reads of a drawing given up', async () => {
    const fake = (
      globalThis as unknown as { fakeRenderer: { readsRefused: number; releaseStuck(): void } }
    ).fakeRenderer;
    const started = Date.now();
    const timed = async (url: string) => {
      const response = await page(url, 'en');
      return { response, after: Date.now() - started };
    };
    // Reads that never end (a database that stopped answering) take both turns; 64 pages wait
    // behind them and the rest are sent bare at once.
    const answers = await Promise.all([
      timed('/stuck/one'),
      timed('/stuck/two'),
      ...Array.from({ length: 70 }, (_, n) => timed(`/slow?page=queued-${n}`)),
    ]);
    for (const { response } of answers) expect(response.statusCode).toBe(200);
    // The stuck drawings are given up, and their readers get the bare page.
    for (const { response } of answers.slice(0, 2))
      expect(response.body).toContain('<div id="root"></div>');
    // A page queued behind them is sent bare once its own 5 s are gone; one that came to the
    // queue a little later than the stuck ones (a busy machine takes the 72 requests in over
    // some milliseconds) may still have time left when their turns come back, and is drawn.
    for (const { response } of answers.slice(2))
      expect(response.body).toMatch(/<div id="root"><\/div>|data-testid="slow"/);
    // Past 64 waiting, the flood is sent bare at once.
    const atOnce = answers.filter(({ after }) => after < 4000);
    expect(atOnce.length).toBeGreaterThanOrEqual(6);
    for (const { response } of atOnce) expect(response.body).toContain('<div id="root"></div>');
    expect(Math.max(...answers.map(({ after }) => after))).toBeLessThan(9000);
    // The stuck drawings' reads come after they were given up: refused, not sent.
    fake.releaseStuck();
    await vi.waitFor(() => expect(fake.readsRefused).toBe(2), UNTIL);
    // The turns came back.
    expect((await page('/slow?page=after-the-stuck', 'en')).body).toContain('data-testid="slow"');
  });

  it('answers 404 with the page for an address no route has', async () => {
    const response = await page('/missing', 'en');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('data-testid="rendered"');
  });

  it('answers 503 for a page drawn while its own read failed, kept by no cache on the way', async () => {
    const response = await page('/unread', 'en');
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('data-testid="rendered"');
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await page('/missing', 'en')).headers['cache-control']).toBe('no-cache');
  });

  it('sends the customer’s own pages bare, for the browser to draw', async () => {
    const response = await page('/dashboard/my-orders', 'kr');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('chapkhana-state');
    // Drawn by the browser, it asks for its translations beside its scripts.
    expect(response.body).not.toContain('chapkhana-texts');
    expect(response.body).toContain('href="/static/index-1.css"');
    expect(preloads(response.body)).toEqual([
      '/assets/locales/kr/translation.json',
      '/api/home/get-categories-subCategories',
      '/api/home/shop-settings',
    ]);
  });

  it('falls back to the bare page when rendering fails, rather than failing the visit', async () => {
    const response = await page('/broken/page', 'en');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain(`<title>${titles.en}</title>`);
  });

  it('never serves the server build or the manifest to browsers', async () => {
    for (const url of ['/.server/server-render.js', '/.vite/manifest.json']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error).toMatch(/^No route GET/);
    }
  });
});

describe('a server renderer that cannot load', () => {
  /**
   * Starts an app over a stand-in storefront build whose server renderer is `renderer` (none when
   * undefined), gives `check` the app and the lines it logged at warn and above, and closes both.
   * Two whole apps are built (the test app, then one over its build): on a busy two-core machine
   * (CI runs four suites at once) that took over the default 30 s.
   */
  async function startedOverBuild(
    renderer: string | undefined,
    check: (started: TestApp['app'], logged: { level: number; msg: string }[]) => Promise<void>,
  ) {
    const other = await createTestApp();
    try {
      const dist = other.config.webDistDir;
      await writeFakeBuild(dist);
      await writeFakeBuild(other.config.consoleDistDir);
      if (renderer !== undefined) {
        await mkdir(path.join(dist, '.server'), { recursive: true });
        await writeFile(path.join(dist, '.server', 'server-render.js'), renderer);
      }
      await other.app.close();
      const logged: { level: number; msg: string }[] = [];
      const started = await buildApp({
        config: other.config,
        database: other.database,
        logger: {
          level: 'warn',
          stream: { write: (line: string) => logged.push(JSON.parse(line) as never) },
        },
      });
      try {
        await check(started, logged);
      } finally {
        await started.close();
      }
    } finally {
      await other.close();
    }
  }

  it('says so at start when the storefront was built without it, and sends every page bare', async () => {
    await startedOverBuild(undefined, async (started, logged) => {
      expect(logged).toContainEqual(
        expect.objectContaining({
          level: 40,
          msg: expect.stringMatching(/server renderer .* is missing/),
        }),
      );
      const response = await started.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('chapkhana-state');
    });
  }, 120_000);

  it('leaves the shop working, with every page sent bare', async () => {
    await startedOverBuild(
      'export function createServerRenderer() { throw new Error("A half-written build."); }',
      async (started, logged) => {
        expect(logged).toContainEqual(
          expect.objectContaining({ level: 50, msg: expect.stringMatching(/could not load/) }),
        );
        const response = await started.inject({ method: 'GET', url: '/' });
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('<div id="root"></div>');
        expect(response.body).not.toContain('chapkhana-state');
      },
    );
  }, 120_000);
});
