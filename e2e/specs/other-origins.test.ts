import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, screenshot } from '../support/browser';
import { registerCustomer, type Customer } from '../support/customers';
import { startShop, type RunningShop } from '../support/server';
import { addressParts } from '../support/address';

/**
 * Issue 20, other origins, in Chromium: a page on an origin listed in CORS_ORIGINS calls the
 * shop's API with the visitor's cookie and reads the answers, and embeds its pictures; a page on
 * any other origin is refused by the browser itself. The run's shared shop has no CORS_ORIGINS
 * and stands for "nothing changes without it".
 */
let browser: Browser;
let shop: RunningShop;
let partner: { server: Server; origin: string };
let stranger: { server: Server; origin: string };
let customer: Customer;
let picture: string;

/** A plain page on its own port of 127.0.0.1: another origin than the shop's, as a partner site is. */
async function pageServer(name: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title></head>` +
        `<body style="font-family: sans-serif"><h1>${name}</h1><div id="pictures"></div><pre id="out"></pre></body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  [partner, stranger] = await Promise.all([pageServer('Partner'), pageServer('Stranger')]);
  [shop, browser] = await Promise.all([
    startShop({ CORS_ORIGINS: partner.origin }),
    launchBrowser(),
  ]);
  customer = await registerCustomer(shop, {
    name: 'Shilan',
    phone: '07501112233',
    password: 'partner password 1',
  });
  const { categorys } = (await (await fetch(`${shop.baseUrl}/api/home/get-categorys`)).json()) as {
    categorys: { image: string }[];
  };
  picture = categorys[0]!.image;
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  partner?.server.close();
  stranger?.server.close();
});

/** A page on `origin` in a browser that holds the customer's sign-in cookie for the shop. */
async function openOn(origin: string): Promise<Page> {
  const context = await newContext(browser);
  await context.addCookies([{ name: 'customerToken', value: customer.token, url: shop.baseUrl }]);
  const page = await context.newPage();
  await page.goto(origin);
  return page;
}

interface Outcome {
  status?: number;
  body?: unknown;
  failed?: string;
}

/** `fetch` from inside the page, with credentials, as a partner's script would call. */
function callFrom(
  page: Page,
  url: string,
  init: { method?: string; json?: unknown } = {},
): Promise<Outcome> {
  return page.evaluate(
    async ({ url, method, json }) => {
      try {
        const response = await fetch(url, {
          method: method ?? 'GET',
          credentials: 'include',
          ...(json === undefined
            ? {}
            : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(json) }),
        });
        const text = await response.text();
        document.getElementById('out')!.textContent +=
          `${method ?? 'GET'} ${url} → ${response.status}\n`;
        return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
      } catch (error) {
        document.getElementById('out')!.textContent += `${method ?? 'GET'} ${url} → refused\n`;
        return { failed: String(error) };
      }
    },
    { url, method: init.method, json: init.json },
  );
}

const ADDRESS = {
  place: 'Home',
  name: 'Shilan',
  address: 'Street 60, house 12',
  phone: '07501112233',
  city: 'Erbil',
  ...addressParts('Erbil'),
};
const addressesOf = async () =>
  (await (
    await fetch(`${shop.baseUrl}/api/home/get-address/${customer.id}`, {
      headers: { authorization: `Bearer ${customer.token}` },
    })
  ).json()) as { addresses?: unknown[]; address?: unknown[] };

/** Shows `url` in the page as an <img> and says whether the browser drew it. */
function embed(page: Page, url: string): Promise<boolean> {
  return page.evaluate(
    (src) =>
      new Promise<boolean>((resolve) => {
        const image = document.createElement('img');
        image.width = 200;
        image.alt = src;
        image.onload = () => resolve(image.naturalWidth > 0);
        image.onerror = () => resolve(false);
        image.src = src;
        document.getElementById('pictures')!.append(image);
      }),
    url,
  );
}

describe('a page on an origin in CORS_ORIGINS', () => {
  it("calls the API with the visitor's cookie: reads, and writes after a preflight", async () => {
    const page = await openOn(partner.origin);
    const catalogue = await callFrom(page, `${shop.baseUrl}/api/home/get-categorys`);
    expect(catalogue.status).toBe(200);
    expect((catalogue.body as { categorys: unknown[] }).categorys.length).toBeGreaterThan(0);

    // A JSON POST is preflighted; the shop allows it, and the cookie signs it in.
    const before = JSON.stringify(await addressesOf());
    const written = await callFrom(page, `${shop.baseUrl}/api/home/customer/submit-address`, {
      method: 'POST',
      json: { ...ADDRESS, userId: customer.id },
    });
    expect(written.failed).toBeUndefined();
    expect(written.status).toBeLessThan(300);
    const read = await callFrom(page, `${shop.baseUrl}/api/home/get-address/${customer.id}`);
    expect(read.status).toBe(200);
    expect(JSON.stringify(read.body)).toContain('Street 60, house 12');
    expect(JSON.stringify(await addressesOf())).not.toBe(before);

    expect(await embed(page, `${shop.baseUrl}${picture}`)).toBe(true);
    await screenshot(page, 'other-origins-partner');
    await page.context().close();
  });
});

describe('a page on any other origin', () => {
  it('is refused by the browser: no answer to read, no write made', async () => {
    const page = await openOn(stranger.origin);
    const catalogue = await callFrom(page, `${shop.baseUrl}/api/home/get-categorys`);
    expect(catalogue.failed).toMatch(/Failed to fetch/);
    const before = JSON.stringify(await addressesOf());
    const written = await callFrom(page, `${shop.baseUrl}/api/home/customer/submit-address`, {
      method: 'POST',
      json: { ...ADDRESS, address: 'Stranger street', userId: customer.id },
    });
    expect(written.failed).toMatch(/Failed to fetch/);
    expect(JSON.stringify(await addressesOf())).toBe(before);
    await screenshot(page, 'other-origins-stranger');
    await page.context().close();
  });

  it('cannot embed the pictures of a shop without CORS_ORIGINS, and nothing is opened there', async () => {
    const sameShop = inject('baseUrl');
    const page = await openOn(partner.origin);
    expect(await embed(page, `${sameShop}${picture}`)).toBe(false);
    expect((await callFrom(page, `${sameShop}/api/home/get-categorys`)).failed).toMatch(
      /Failed to fetch/,
    );
    await page.context().close();
  });
});
