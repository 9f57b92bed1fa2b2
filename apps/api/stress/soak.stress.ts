import { randomUUID } from 'node:crypto';
import autocannon, { type Result } from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium } from 'playwright-core';
import type { TestCustomer } from '../test/helpers/customers';
import { recordFigures } from './support/figures';
import {
  productionServer,
  startPrivatePostgres,
  type PrivatePostgres,
  type ProductionServer,
} from './support/processes';
import {
  addToCart,
  customerFetch,
  halfWrittenOrders,
  placeOrder,
  stockLedger,
  stressShop,
  type StressShop,
} from './support/shop';

// 60 s by default; STRESS_SOAK_SECONDS=600 for a longer look at memory.
const SOAK_SECONDS = Number(process.env.STRESS_SOAK_SECONDS ?? 60);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const average = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

let postgres: PrivatePostgres;
let shop: StressShop;
let server: ProductionServer;
let ordersPlaced = 0;

beforeAll(async () => {
  postgres = await startPrivatePostgres();
  shop = await stressShop(postgres.url);
  server = await productionServer({ DATABASE_URL: postgres.url, JWT_SECRET: shop.jwtSecret });
});
afterAll(async () => {
  await server?.dispose();
  await shop?.database.close();
  await postgres?.dispose();
});

/** A customer ordering in a loop until `until`: add to cart, place, pay on delivery, cancel every fifth. */
async function orderingLoop(customer: TestCustomer, productIds: string[], until: number) {
  const statuses: number[] = [];
  for (let round = 0; Date.now() < until; round++) {
    for (const id of productIds)
      statuses.push((await addToCart(server.url, customer, id, 1)).status);
    const placed = await placeOrder(server.url, customer, `soak-${randomUUID()}`);
    statuses.push(placed.status);
    if (placed.status === 201) ordersPlaced += 1;
    const orderId = placed.json.orderId as string;
    statuses.push(
      (
        await customerFetch(server.url, customer, 'PUT', `/api/order/confirm/${orderId}`, {
          paymentMethod: 'cod',
        })
      ).status,
    );
    if (round % 5 === 4) {
      statuses.push(
        (
          await customerFetch(server.url, customer, 'DELETE', '/api/home/coustomer/delete-orders', {
            orderId,
          })
        ).status,
      );
    }
    statuses.push(
      (
        await customerFetch(
          server.url,
          customer,
          'GET',
          `/api/home/coustomer/get-orders/${customer.id}/all`,
        )
      ).status,
    );
  }
  return statuses;
}

describe('the built storefront and console in Chromium', () => {
  it('run under the Content-Security-Policy without a single violation', async () => {
    await shop.product(50);
    // Debian's Chromium, as the end-to-end tests use; never a downloaded browser.
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    const violations: string[] = [];
    try {
      for (const url of ['/', '/products', '/login', '/console/', '/console/login']) {
        const page = await browser.newPage();
        page.on('console', (message) => {
          if (/Content Security Policy/i.test(message.text()))
            violations.push(`${url}: ${message.text()}`);
        });
        // A string, not a function: it runs in the page, which has a DOM this file's types do not.
        await page.addInitScript({
          content: `document.addEventListener('securitypolicyviolation', (e) =>
            console.error('Content Security Policy violation: ' + e.violatedDirective + ' ' + e.blockedURI));`,
        });
        const response = await page.goto(`${server.url}${url}`, { waitUntil: 'networkidle' });
        expect(response?.status()).toBe(200);
        expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
        // The app rendered, so its scripts and styles were allowed to load.
        await page.waitForSelector('#root *', { timeout: 15_000 }).catch((error: Error) => {
          throw new Error(`${url} did not render: ${error.message}; ${violations.join(' | ')}`);
        });
        await page.close();
      }
    } finally {
      await browser.close();
    }
    expect(violations).toEqual([]);
    recordFigures('CSP in Chromium', {
      pages: 5,
      violations: violations.length,
    });
  });
});

describe('soak: mixed browsing and ordering on loopback', () => {
  it(`answers ${SOAK_SECONDS} s of load with no 5xx and steady memory`, async () => {
    const products = await Promise.all(
      Array.from({ length: 12 }, (_, i) => shop.product(1_000_000, i % 2)),
    );
    const customers = await shop.customers(4);
    const pages = [
      '/',
      '/api/home/get-categories',
      '/api/home/get-products',
      '/api/home/page-data',
      '/api/home/query-products?pageNumber=1',
      `/api/home/query-products?categoryId=${shop.categoryId}&sortPrice=low-to-high`,
      '/api/home/query-products?searchValue=Coloured',
      ...products.slice(0, 6).map((p) => `/api/home/product-details/${p.slug}`),
      '/api/health',
    ];
    // Warm-up, so the memory figures start from a server that has compiled its hot paths.
    for (const page of pages) expect((await fetch(`${server.url}${page}`)).status).toBe(200);

    const rss: { at: number; mb: number }[] = [];
    const started = Date.now();
    const until = started + SOAK_SECONDS * 1000;
    const sampler = (async () => {
      while (Date.now() < until) {
        rss.push({ at: Date.now() - started, mb: server.rssMb() });
        await sleep(2000);
      }
    })();
    const browsing = new Promise<Result>((resolve, reject) => {
      autocannon(
        {
          url: server.url,
          connections: 8,
          duration: SOAK_SECONDS,
          timeout: 10,
          requests: pages.map((path) => ({ method: 'GET', path })),
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
    });
    const ordering = Promise.all(
      customers.map((customer, i) =>
        orderingLoop(customer, [products[i]!.id, products[i + 4]!.id], until),
      ),
    );
    const [browse, orderStatuses] = await Promise.all([browsing, ordering, sampler]);
    const orderingCalls = orderStatuses.flat();

    const browse5xx = Object.entries(browse.statusCodeStats)
      .filter(([status]) => Number(status) >= 500)
      .reduce((sum, [, stat]) => sum + stat.count, 0);
    const ordering5xx = orderingCalls.filter((s) => s >= 500).length;
    expect(browse5xx).toBe(0);
    expect(browse.errors + browse.timeouts).toBe(0);
    expect(browse.non2xx).toBe(0);
    expect(ordering5xx).toBe(0);
    expect(orderingCalls.filter((s) => s >= 300)).toEqual([]);
    expect(await halfWrittenOrders(shop.database)).toEqual([]);
    for (const product of products) {
      const ledger = await stockLedger(shop.database, product.id);
      expect(ledger.stock).toBe(1_000_000 - ledger.sold);
    }

    // Memory is steady: the last third of the run is not above the middle third by more than 25 %.
    const third = (SOAK_SECONDS * 1000) / 3;
    const middle = average(rss.filter((s) => s.at >= third && s.at < 2 * third).map((s) => s.mb));
    const last = average(rss.filter((s) => s.at >= 2 * third).map((s) => s.mb));
    expect(last).toBeLessThanOrEqual(middle * 1.25);
    const mbs = rss.map((s) => s.mb);
    recordFigures('soak', {
      seconds: SOAK_SECONDS,
      browsingRequests: browse.requests.total,
      browsingReqPerSec: Math.round(browse.requests.average),
      browsingP50Ms: browse.latency.p50,
      browsingP99Ms: browse.latency.p99,
      orderingCalls: orderingCalls.length,
      ordersPlaced,
      status5xx: browse5xx + ordering5xx,
      rssStartMb: mbs[0],
      rssPeakMb: Math.max(...mbs),
      rssEndMb: mbs.at(-1),
      rssMiddleThirdAvgMb: Math.round(middle),
      rssLastThirdAvgMb: Math.round(last),
    });
  });
});
