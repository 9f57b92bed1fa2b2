import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WASEET_BRAND_SETTINGS } from '../src/couriers/waseet/brands';
import { LOOKALIKE_DEMO_ACCOUNT } from '../src/couriers/waseet/lookalike-world';
import { createMemoryRateLimiter } from '../src/couriers/rate-limiter';
import { courierAccounts, currencyRates } from '../src/db/schema/index';
import { LOOKALIKE_PREFIX } from '../src/modules/parcels/context';
import { inProcessLookalike } from '../src/modules/parcels/lookalike-mount';
import { call, createSignedInAdmin } from './helpers/console';
import { createSignedInSeller, type SignedInSeller } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/test-app';

// In production the shop calls only the courier's own address or the look-alike's (the couriers
// reference, "Base URLs"): an address typed into the console must never make the server call a
// host it names. Both paths that take an address are walked: the seller's connect and the admin's
// connect on a seller's behalf.

const PUBLIC_URL = 'https://shop.test';
const LOOKALIKE_BASE = `${PUBLIC_URL}${LOOKALIKE_PREFIX}`;

describe('courier addresses in production', () => {
  let shop: TestApp;
  let seller: SignedInSeller;
  let admin: Awaited<ReturnType<typeof createSignedInAdmin>>;
  let courier: Awaited<ReturnType<typeof inProcessLookalike>>;
  /** Every URL the shop's courier calls asked for, in order. */
  const called: string[] = [];

  beforeAll(async () => {
    shop = await createTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL,
      COURIER_SECRET_KEY: randomBytes(32).toString('hex'),
      COURIER_LOOKALIKE: 'true',
    });
    await shop.database.db.insert(currencyRates).values({ iqdPerUnit: '1310' });
    seller = await createSignedInSeller(shop, 'Erbil Print');
    admin = await createSignedInAdmin(shop);
    // The courier's real addresses answer from a look-alike in the process; the shop's own
    // look-alike (COURIER_LOOKALIKE) answers as it does in the demo. Nothing reaches the network.
    courier = await inProcessLookalike('http://courier.test');
    const mounted = shop.app.courierCalls.fetch!;
    shop.app.courierCalls.fetch = (input, init) => {
      const url = new Request(input, init).url;
      called.push(url);
      return url.startsWith(`${LOOKALIKE_BASE}/`)
        ? mounted(input, init)
        : courier.fetch(input, init);
    };
    shop.app.courierCalls.limiter = createMemoryRateLimiter({ max: 1_000, windowMs: 30_000 });
  });
  afterAll(async () => {
    await courier.close();
    await shop.close();
  });

  const credentials = {
    username: LOOKALIKE_DEMO_ACCOUNT.username,
    password: LOOKALIKE_DEMO_ACCOUNT.password,
  };
  const paths = () => [
    { who: 'the seller', url: '/api/seller/courier-account', token: seller.token },
    {
      who: 'the admin',
      url: `/api/admin/sellers/${seller.sellerId}/courier-account`,
      token: admin.token,
    },
  ];
  const accountRows = () =>
    shop.database.db
      .select()
      .from(courierAccounts)
      .where(eq(courierAccounts.sellerId, seller.sellerId));

  const foreign = [
    { why: 'another host', brand: 'alwaseet', baseUrl: 'https://evil.example/v1/merchant' },
    {
      why: 'another brand’s address',
      brand: 'alwaseet',
      baseUrl: WASEET_BRAND_SETTINGS.modon.baseUrl,
    },
    {
      why: 'a path beside the courier’s',
      brand: 'modon',
      baseUrl: `${WASEET_BRAND_SETTINGS.modon.baseUrl}/../../internal`,
    },
    {
      why: 'a climb out of the look-alike',
      brand: 'alwaseet',
      baseUrl: `${LOOKALIKE_BASE}/../../api/admin`,
    },
    {
      why: 'the look-alike’s host under another name',
      brand: 'alwaseet',
      baseUrl: `https://shop.test.evil.example${LOOKALIKE_PREFIX}/alwaseet/v1/merchant`,
    },
  ] as const;

  it('refuses any other address on both paths, before calling anything or storing anything', async () => {
    for (const path of paths()) {
      for (const attempt of foreign) {
        const response = await call(shop, 'PUT', path.url, path.token, {
          brand: attempt.brand,
          baseUrl: attempt.baseUrl,
          ...credentials,
        });
        expect(response.statusCode, `${path.who}: ${attempt.why}`).toBe(400);
        expect(response.json(), `${path.who}: ${attempt.why}`).toMatchObject({
          code: 'courier_address_not_allowed',
          error: expect.any(String),
        });
      }
      const plain = await call(shop, 'PUT', path.url, path.token, {
        brand: 'agg',
        baseUrl: 'http://api.agg.example/v1/merchant',
        ...credentials,
      });
      expect(plain.statusCode, path.who).toBe(400);
      expect(plain.json().code).toBe('courier_address_not_https');
    }
    expect(called).toEqual([]);
    expect(await accountRows()).toEqual([]);
  });

  it("connects to the courier's own address, given or left out, on both paths", async () => {
    for (const [index, path] of paths().entries()) {
      const own = WASEET_BRAND_SETTINGS.modon.baseUrl;
      const response = await call(shop, 'PUT', path.url, path.token, {
        brand: 'modon',
        ...(index === 0 ? { baseUrl: `${own}/` } : {}),
        ...credentials,
      });
      expect(response.statusCode, path.who).toBe(200);
      expect(response.json().account).toMatchObject({
        brand: 'modon',
        baseUrl: own,
        simulation: false,
      });
    }
    expect(called.length).toBeGreaterThan(0);
    expect(called.every((url) => url.startsWith(`${WASEET_BRAND_SETTINGS.modon.baseUrl}/`))).toBe(
      true,
    );
  });

  it("connects to the look-alike's address as a simulation", async () => {
    called.length = 0;
    const response = await call(shop, 'PUT', '/api/seller/courier-account', seller.token, {
      brand: 'alwaseet',
      baseUrl: `${LOOKALIKE_BASE}/alwaseet/v1/merchant`,
      ...credentials,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().account).toMatchObject({ brand: 'alwaseet', simulation: true });
    expect(called.every((url) => url.startsWith(`${LOOKALIKE_BASE}/alwaseet/v1/merchant/`))).toBe(
      true,
    );
  });
});
