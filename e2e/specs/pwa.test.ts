import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  launchBrowser,
  openContext,
  openSignedIn,
  PHONE,
  settled,
  takenOver,
  type Language,
} from '../support/browser';
import { chromePath } from '../support/chromium';
import { newPhone, registerCustomer } from '../support/customers';
import { capture } from '../support/screens';
import { shopApi } from '../support/shop-api';
import { startShop, type RunningShop } from '../support/server';
import { text } from '../support/translations';

let browser: Browser;
const shop = { baseUrl: inject('baseUrl'), dataDir: inject('dataDir') };

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const LANGUAGES = ['kr', 'ar', 'en'] as const;
const PRODUCT = 'matte-laminated-business-cards';
/** A product no test here opens before going offline. */
const UNSEEN = 'spot-uv-premium-business-cards';
const DIRECTION: Record<Language, string> = { kr: 'rtl', ar: 'rtl', en: 'ltr' };
/** The storefront's build, as `npm run build` wrote it. */
const BUILT_WEB_DIST = path.join(import.meta.dirname, '..', '..', 'apps', 'web', 'dist');
/** The worker's runtime caches (apps/web/src/pwa/caching-rules.ts). */
const PAGES_CACHE = 'chapkhana-pages-v1';
/** Reads every page makes whatever the reader: public, shared answers. */
const PUBLIC_READS = ['/api/home/get-categories-subCategories', '/api/home/shop-settings'];

/**
 * The page's registration as "installing,waiting,active" worker states (empty where there is
 * none), or "none": what a wait for the worker says when it ends without it.
 */
function workerStates(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) return 'none';
    const { installing, waiting, active } = registration;
    return [installing?.state, waiting?.state, active?.state].map((s) => s ?? '').join(',');
  });
}

/**
 * Waits until the service worker has installed and controls the page. Bounded, unlike
 * `navigator.serviceWorker.ready`, which never settles when an install fails.
 */
async function controlled(page: Page): Promise<void> {
  await settled(page);
  await page
    .waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
      timeout: 120_000,
    })
    .catch(async (error: Error) => {
      throw new Error(`no worker took the page over (${await workerStates(page)})`, {
        cause: error,
      });
    });
}

/** Opens the home page in `context` and waits for the worker to take it over. */
async function openInstalled(context: BrowserContext, address = '/'): Promise<Page> {
  const page = await context.newPage();
  await page.goto(address);
  await controlled(page);
  return page;
}

/** A phone's page in `language` (service workers allowed), once the worker has taken it over. */
async function openInstalledPhone(
  language: Language,
  { address, baseUrl }: { address?: string; baseUrl?: string } = {},
): Promise<Page> {
  const context = await openContext(browser, {
    language,
    viewport: PHONE,
    serviceWorkers: 'allow',
    ...(baseUrl ? { baseUrl } : {}),
  });
  return openInstalled(context, address);
}

/** The paths (with their queries) of the pages the worker keeps. */
function keptPages(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map(({ url }) => new URL(url).pathname);
  }, PAGES_CACHE);
}

/** Every address any of the worker's caches holds, the precache included. */
function everythingKept(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const kept: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) kept.push(new URL(request.url).pathname);
    }
    return kept;
  });
}

/** The first bytes of a PNG say its size. */
function pngSize(body: Buffer): [number, number] {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [body.readUInt32BE(16), body.readUInt32BE(20)];
}

describe('the installable shop', () => {
  for (const language of LANGUAGES) {
    it(`is installable, with a manifest in the reader’s language (${language})`, async () => {
      // A profile of its own: Chrome never offers to install from an incognito-like context.
      const profile = await mkdtemp(path.join(tmpdir(), 'chapkhana-pwa-'));
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: chromePath,
        headless: true,
        ...inject('chromiumLaunch'),
        baseURL: shop.baseUrl,
        viewport: PHONE,
      });
      try {
        const page = await openInstalled(context, `/?lng=${language}`);
        const cdp = await context.newCDPSession(page);
        const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
        expect(installabilityErrors).toEqual([]);

        const manifest = await cdp.send('Page.getAppManifest');
        expect(manifest.errors).toEqual([]);
        expect(new URL(manifest.url).pathname).toBe(`/manifest-${language}.webmanifest`);
        const data = JSON.parse(manifest.data ?? '{}') as {
          name: string;
          short_name: string;
          lang: string;
          dir: string;
          start_url: string;
          display: string;
          icons: { src: string; sizes: string; purpose: string }[];
        };
        expect(data.name).toBe(text(language, 'app.name'));
        expect(data.short_name).toBe(text(language, 'app.shortName'));
        expect(data.dir).toBe(DIRECTION[language]);
        expect(data.lang).toBe(await page.evaluate(() => document.documentElement.lang));
        expect(data.display).toBe('standalone');
        // Each icon is the size it says, and the maskable one is there.
        for (const icon of data.icons) {
          const response = await page.request.get(icon.src);
          expect(response.headers()['content-type']).toBe('image/png');
          const [width, height] = pngSize(await response.body());
          expect(`${width}x${height}`).toBe(icon.sizes);
        }
        expect(data.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);

        // The installed app's first screen: its start address. (Chromium cannot be made to
        // match `display-mode: standalone` here; the shop draws nothing differently in it.)
        await page.goto(data.start_url);
        await settled(page);
        expect(await page.evaluate(() => document.documentElement.dataset.language)).toBe(language);
        await capture(page, 'pwa', 'installed-start', language, 'phone');
      } finally {
        await context.close();
        await rm(profile, { recursive: true, force: true });
      }
    });
  }
});

describe('offline', () => {
  for (const language of LANGUAGES) {
    it(`opens the home page and a product seen before from the kept copies, and says it is offline for the rest (${language})`, async () => {
      const page = await openInstalledPhone(language);
      const context = page.context();
      // The page the worker was installed from came before it: it is kept once the worker runs.
      await expect.poll(() => keptPages(page)).toContain('/');
      await page.goto(`/product/details/${PRODUCT}`);
      await page.getByTestId('product-details').waitFor();
      const productName = await page.locator('h1').first().innerText();

      await context.setOffline(true);
      await page.goto('/');
      // The server's markup, in the reader's language, adopted by the scripts.
      expect(await page.evaluate(() => document.documentElement.dataset.language)).toBe(language);
      expect(await page.getByTestId('category-tile').count()).toBeGreaterThan(3);
      expect(await page.locator('#chapkhana-state').count()).toBe(1);
      await settled(page);
      const categories = page.getByTestId('categories-button');
      await categories.click();
      await expect.poll(() => categories.getAttribute('aria-expanded')).toBe('true');

      await page.goto(`/product/details/${PRODUCT}`);
      await page.getByTestId('product-details').waitFor();
      expect(await page.locator('h1').first().innerText()).toBe(productName);
      await settled(page);

      // A product never opened: the offline page, in the reader's language and direction.
      await page.goto(`/product/details/${UNSEEN}`);
      await page.getByTestId('offline-page').waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(DIRECTION[language]);
      expect(await page.locator('h1').innerText()).toBe(text(language, 'offline.heading'));
      expect(await page.title()).toBe(text(language, 'offline.title'));
      await capture(page, 'pwa', 'offline', language, 'phone');

      // Back online, the page tries again by itself (or with its button) and opens the product.
      expect(await page.getByTestId('offline-retry').innerText()).toBe(
        text(language, 'offline.retry'),
      );
      await context.setOffline(false);
      await page.getByTestId('product-details').waitFor();
      await context.close();
    });
  }

  it('keeps a product reached inside the app, and follows links offline through the worker', async () => {
    const page = await openInstalledPhone('en');
    const context = page.context();
    const cards = page.locator('[data-testid="product-card"] a');
    await cards.first().waitFor();
    const hrefs = [
      ...new Set(await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')))),
    ];
    const [seen, notSeen] = hrefs as [string, string];
    expect(notSeen).toBeDefined();

    // Reached by a tap (the app draws it from the catalogue's answers, no page load). The home
    // page's cards are in carousels that move by themselves every 3 s: on a busy machine a
    // pointer click kept meeting a card on its way out (not stable, outside the viewport) until
    // it timed out, so the tap is the link's own click, which the app's router takes the same way.
    const tap = (href: string) =>
      page
        .locator(`[data-testid="product-card"] a[href="${href}"]`)
        .first()
        .evaluate((link: HTMLAnchorElement) => link.click());
    await tap(seen);
    await page.waitForURL((url) => url.pathname === seen);
    await page.getByTestId('product-details').waitFor();
    // Its markup is kept once the reader has stayed on it.
    await expect.poll(() => keptPages(page)).toContain(seen);

    await page.goto('/');
    await settled(page);
    await context.setOffline(true);
    await tap(seen);
    await page.waitForURL((url) => url.pathname === seen);
    await page.getByTestId('product-details').waitFor();

    await page.goBack();
    await page.getByTestId('category-tile').first().waitFor();
    await tap(notSeen);
    await page.getByTestId('offline-page').waitFor();
    expect(await page.locator('h1').innerText()).toBe(text('en', 'offline.heading'));
    await context.close();
  });

  it('follows links offline through the worker as soon as the app has the page, before it settles', async () => {
    // On a busy phone the page settles (and the installable app's own code loads) seconds after
    // the app has taken the page over; a link tapped offline in between went to the app's router,
    // whose product screen waited for data that could not come (seen in CI). Here the page never
    // settles: the main thread is never idle.
    const page = await openInstalledPhone('en');
    const context = page.context();
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await page.goto('/');
    await takenOver(page);
    expect(
      await page.evaluate(() => performance.getEntriesByName('chapkhana:page-settled').length),
    ).toBe(0);
    const link = page.locator('[data-testid="product-card"] a').first();
    await link.waitFor();
    await context.setOffline(true);
    await link.evaluate((a: HTMLAnchorElement) => a.click());
    await page.getByTestId('offline-page').waitFor();
    expect(await page.locator('h1').innerText()).toBe(text('en', 'offline.heading'));
    await context.close();
  });

  it('never keeps a customer’s page or data, and shows the offline page for them', async () => {
    const customer = await registerCustomer(shop, {
      name: 'Offline Reader',
      phone: newPhone(),
      password: 'offline-reader-1',
    });
    const api = shopApi(shop.baseUrl, customer.token);
    const product = await api.product(UNSEEN);
    await api.addToCart(customer.id, product._id, [
      { color: 'White', quantity: 0, properties: [{ property: '100 pcs', quantity: 2 }] },
    ]);
    const page = await openSignedIn(browser, customer.token, 'ar', PHONE, {
      serviceWorkers: 'allow',
    });
    await page.goto('/');
    await controlled(page);
    await page.goto('/card');
    await page.getByTestId('cart-line').first().waitFor();
    await page.goto('/dashboard/my-orders');
    await settled(page);

    await page.context().setOffline(true);
    await page.goto('/card');
    await page.getByTestId('offline-page').waitFor();
    expect(await page.getByTestId('cart-line').count()).toBe(0);
    // Nothing of the customer's is in any cache: no page of theirs, no answer sent with their
    // token (the app sends it with every read once signed in).
    // (The app's own code, /static/*, is kept whole: the cart's and the wishlist's screens too.)
    const kept = (await everythingKept(page)).filter((address) => !address.startsWith('/static/'));
    expect(kept.length).toBeGreaterThan(0);
    const customersOwn = kept.filter((address) =>
      /^\/(card|shipping|payment|dashboard)|get-card-product|wishlist|coustomer|get-customer|get-address|\/print\/orders/.test(
        address,
      ),
    );
    expect(customersOwn).toEqual([]);
    // The only reads kept are the catalogue's, the same for everyone (asked for by the page's
    // preloads, which carry no token).
    expect(
      kept.filter((address) => address.startsWith('/api/') && !PUBLIC_READS.includes(address)),
    ).toEqual([]);
    await page.context().close();
  });
});

describe('updates', () => {
  // A shop of its own, serving a copy of the build that a test can change as a deploy would.
  let own: RunningShop;
  let webDist: string;
  let adminToken: string;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'chapkhana-web-dist-'));
    await cp(BUILT_WEB_DIST, webDist, { recursive: true });
    own = await startShop({ WEB_DIST_DIR: webDist });
    const response = await fetch(`${own.baseUrl}/api/staff/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login: 'admin@chapkhana.example', password: 'chapkhana-demo' }),
    });
    adminToken = ((await response.json()) as { token: string }).token;
  });
  afterAll(async () => {
    await own?.stop();
    await rm(webDist, { recursive: true, force: true });
  });

  /** A phone's page in this shop, in `language`, once the worker has taken it over. */
  function openInstalledInOwnShop(language: Language, address = '/'): Promise<Page> {
    return openInstalledPhone(language, { address, baseUrl: own.baseUrl });
  }

  const setRate = async (currencyIQD: string) => {
    const response = await fetch(`${own.baseUrl}/api/admin/currency`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ currencyIQD, confirm: true }),
    });
    expect(response.status).toBe(201);
  };

  it('back online, the next visit gets the page as it is now, not the kept copy', async () => {
    const rate = await shopApi(own.baseUrl, adminToken).rate();
    const page = await openInstalledInOwnShop('kr', `/product/details/${PRODUCT}`);
    const context = page.context();
    await expect.poll(() => keptPages(page)).toContain(`/product/details/${PRODUCT}`);
    const price = () => page.getByTestId('price-current').first().innerText();
    const before = await price();
    await setRate(String(Math.round(Number(rate) * 1.1)));
    // Offline: the kept copy, with the price it showed.
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('product-details').waitFor();
    expect(await price()).toBe(before);
    // Online: the network's page, priced at the new rate.
    await context.setOffline(false);
    await page.reload();
    await page.getByTestId('product-details').waitFor();
    expect(await price()).not.toBe(before);
    await context.close();
  });

  /**
   * A deploy while `page` is open (the worker changes; it is sent with no-cache, so the
   * browser sees it at once), and a wait until the new version's worker controls the page. The
   * page asks for an update, as the browser does on a navigation, until a new worker is found
   * (a check that fails on a busy machine is asked again, as the next visit would).
   *
   * The outgoing worker must finish its work before the new one takes over: when a request
   * from the page wakes it just as it is being stopped, the new one waits until it idles out
   * (30 s). The DevTools Playwright attaches keep an idle worker running, so there the new one
   * would wait Chromium's last bound, 5 minutes; once it has waited 5 s, the outgoing worker
   * is stopped as its idling would stop it. A new version that did not ask to skip waiting
   * would still wait (a page controls it), and the wait ends with the workers' states.
   */
  async function deployAndTakeOver(page: Page, version: string): Promise<void> {
    const cdp = await page.context().newCDPSession(page);
    const running = new Map<string, string>();
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      for (const { versionId, status, runningStatus } of versions)
        if (status === 'activated' && runningStatus === 'running') running.set(versionId, status);
        else running.delete(versionId);
    });
    await cdp.send('ServiceWorker.enable');
    // The worker in charge now, and a flag the page raises when another takes over (listened
    // for before the deploy, so an early change is not missed).
    await page.evaluate(() => {
      const seen = window as unknown as { firstWorker: unknown; controllerChanged: boolean };
      seen.firstWorker = navigator.serviceWorker.controller;
      seen.controllerChanged = false;
      navigator.serviceWorker.addEventListener('controllerchange', () => {
        seen.controllerChanged = true;
      });
    });
    const worker = path.join(webDist, 'sw.js');
    await writeFile(worker, `${await readFile(worker, 'utf8')}\n// ${version}\n`);
    let waits = 0;
    await expect
      .poll(
        async () => {
          const state = await page.evaluate(async () => {
            const seen = window as unknown as { firstWorker: unknown; controllerChanged: boolean };
            const active = navigator.serviceWorker.controller;
            if (seen.controllerChanged && active && active !== seen.firstWorker)
              return 'taken over';
            const registration = await navigator.serviceWorker.getRegistration();
            if (registration && !registration.installing && !registration.waiting)
              await registration.update().catch(() => undefined);
            const { installing, waiting } = registration ?? {};
            return `waiting (${installing?.state ?? ''},${waiting?.state ?? ''},${active?.state ?? ''})`;
          });
          if (state.startsWith('waiting (,installed,') && (waits += 1) % 10 === 0)
            for (const versionId of running.keys())
              await cdp.send('ServiceWorker.stopWorker', { versionId }).catch(() => undefined);
          return state;
        },
        { timeout: 120_000, interval: 500 },
      )
      .toBe('taken over');
    await cdp.detach();
  }

  it('a new version’s worker takes over the open page, and the next visit runs it', async () => {
    const page = await openInstalledInOwnShop('en');
    const context = page.context();
    await deployAndTakeOver(page, 'the next version');
    // The next visit: a page from the network, controlled by the new worker, working.
    await page.goto(`/product/details/${PRODUCT}`);
    await page.getByTestId('product-details').waitFor();
    await settled(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
    await context.close();
  });

  it('a new version takes over a page that is asking for files as it installs', async () => {
    const page = await openInstalledInOwnShop('en');
    const context = page.context();
    // Requests through the worker all the time, until a new worker has installed: one of them
    // often wakes the outgoing worker as it is being stopped (what a CI run met).
    await page.evaluate(() => {
      const requests = window.setInterval(() => {
        void navigator.serviceWorker.getRegistration().then((registration) => {
          if (registration?.waiting) window.clearInterval(requests);
        });
        for (let i = 0; i < 3; i += 1) void fetch('/manifest-en.webmanifest').catch(() => null);
      }, 4);
    });
    await deployAndTakeOver(page, 'a version deployed to a busy page');
    await context.close();
  });
});
