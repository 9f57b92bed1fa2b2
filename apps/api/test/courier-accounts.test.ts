import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from '../src/couriers/rate-limiter';
import {
  startWaseetLookalike,
  type RunningWaseetLookalike,
} from '../src/couriers/waseet/lookalike';
import { courierAccounts, courierCities } from '../src/db/schema/index';
import { createSignedInAdmin, call } from './helpers/console';
import { createShopOfTwoSellers, type SignedInSeller } from './helpers/staff';
import type { TestApp } from './helpers/test-app';

const ACCOUNTS = [
  { username: 'erbil-print', password: 'كلمة-سر-1' },
  { username: 'duhok-print', password: 'second password' },
];

describe('courier accounts in the console', () => {
  let shop: TestApp;
  let seller: SignedInSeller;
  let other: SignedInSeller;
  let lookalike: RunningWaseetLookalike;
  let admin: Awaited<ReturnType<typeof createSignedInAdmin>>;

  beforeAll(async () => {
    ({ shop, seller, other } = await createShopOfTwoSellers());
    lookalike = await startWaseetLookalike({ accounts: ACCOUNTS });
    shop.app.courierCalls.limiter = createMemoryRateLimiter({ max: 1_000, windowMs: 30_000 });
    admin = await createSignedInAdmin(shop);
  });
  afterAll(async () => {
    await lookalike.close();
    await shop.close();
  });

  const connect = (token: string, body: object) =>
    call(shop, 'PUT', '/api/seller/courier-account', token, body);

  it('has no courier at first: the shop works as before, and it may be connected', async () => {
    const response = await call(shop, 'GET', '/api/seller/courier-account', seller.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ account: null, canConnect: true });
  });

  it("refuses a wrong password with the courier's own words, and stores nothing", async () => {
    const response = await connect(seller.token, {
      brand: 'alwaseet',
      baseUrl: lookalike.baseUrl('alwaseet'),
      username: 'erbil-print',
      password: 'wrong',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'courier_login_refused' });
    expect(response.json().params.message).toMatch(/[\u0600-\u06FF]/);
    const rows = await shop.database.db
      .select()
      .from(courierAccounts)
      .where(eq(courierAccounts.sellerId, seller.sellerId));
    expect(rows).toHaveLength(0);
  });

  it('connects: checks the login, loads the cities matched to governorates and the package sizes, never sends the password back', async () => {
    const response = await connect(seller.token, {
      brand: 'alwaseet',
      baseUrl: `${lookalike.baseUrl('alwaseet')}/`,
      username: 'erbil-print',
      password: 'كلمة-سر-1',
    });
    expect(response.statusCode).toBe(200);
    const { account } = response.json();
    expect(account).toMatchObject({
      brand: 'alwaseet',
      baseUrl: lookalike.baseUrl('alwaseet'),
      username: 'erbil-print',
      simulation: false,
      lastError: null,
      cities: { total: 18, matched: 18 },
    });
    expect(account.packageSizes.length).toBeGreaterThan(1);
    expect(account.packageSizeId).toBe(account.packageSizes[0].id);
    expect(response.body).not.toContain('كلمة-سر-1');
    expect(response.body).not.toMatch(/password|token/i);

    const [row] = await shop.database.db
      .select()
      .from(courierAccounts)
      .where(eq(courierAccounts.sellerId, seller.sellerId));
    expect(row!.passwordSealed).toMatch(/^v1\./);
    expect(row!.passwordSealed).not.toContain('كلمة');
    expect(shop.app.sealer!.open(row!.passwordSealed)).toBe('كلمة-سر-1');
    expect(row!.tokenSealed).toMatch(/^v1\./);

    // Baghdad's city at this courier is found by its Arabic name, whatever its id.
    const [baghdad] = await shop.database.db
      .select()
      .from(courierCities)
      .where(and(eq(courierCities.brand, 'alwaseet'), eq(courierCities.governorate, 'BGD')));
    const courierBaghdad = lookalike.world.brands.alwaseet.cities.find((c) => c.name === 'بغداد');
    expect(baghdad!.courierCityId).toBe(courierBaghdad!.id);

    const shown = await call(shop, 'GET', '/api/seller/courier-account', seller.token);
    expect(shown.json().account._id).toBe(account._id);
    expect(shown.body).not.toContain('كلمة-سر-1');
  });

  it('lets the seller choose a package size of the courier, and refuses one it does not have', async () => {
    const { account } = (
      await call(shop, 'GET', '/api/seller/courier-account', seller.token)
    ).json();
    const last = account.packageSizes.at(-1).id;
    const chosen = await call(
      shop,
      'PUT',
      '/api/seller/courier-account/package-size',
      seller.token,
      {
        packageSizeId: last,
      },
    );
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().account.packageSizeId).toBe(last);
    const unknown = await call(
      shop,
      'PUT',
      '/api/seller/courier-account/package-size',
      seller.token,
      {
        packageSizeId: 'no-such-size',
      },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('courier_package_size_unknown');
  });

  it('changes the password only once the courier accepts it', async () => {
    const refused = await call(shop, 'PUT', '/api/seller/courier-account/password', seller.token, {
      password: 'not it',
    });
    expect(refused.statusCode).toBe(422);
    const [before] = await shop.database.db
      .select()
      .from(courierAccounts)
      .where(eq(courierAccounts.sellerId, seller.sellerId));
    expect(shop.app.sealer!.open(before!.passwordSealed)).toBe('كلمة-سر-1');
  });

  it("keeps each seller's account its own; the admin sees and connects any seller's", async () => {
    expect(
      (await call(shop, 'GET', '/api/seller/courier-account', other.token)).json().account,
    ).toBeNull();
    const forOther = await call(
      shop,
      'PUT',
      `/api/admin/sellers/${other.sellerId}/courier-account`,
      admin.token,
      {
        brand: 'modon',
        baseUrl: lookalike.baseUrl('modon'),
        username: 'duhok-print',
        password: 'second password',
      },
    );
    expect(forOther.statusCode).toBe(200);
    expect(forOther.json().account.brand).toBe('modon');
    const seen = await call(
      shop,
      'GET',
      `/api/admin/sellers/${seller.sellerId}/courier-account`,
      admin.token,
    );
    expect(seen.json().account.username).toBe('erbil-print');
    const missing = await call(
      shop,
      'GET',
      `/api/admin/sellers/00000000-0000-4000-8000-000000000000/courier-account`,
      admin.token,
    );
    expect(missing.statusCode).toBe(404);
    // A seller cannot reach the admin's routes.
    const sellerTries = await call(
      shop,
      'GET',
      `/api/admin/sellers/${other.sellerId}/courier-account`,
      seller.token,
    );
    expect(sellerTries.statusCode).toBe(403);
  });

  it('lets the admin correct which governorate a courier city stands for, and a reload keeps it', async () => {
    const listed = await call(shop, 'GET', '/api/admin/courier-cities?brand=modon', admin.token);
    expect(listed.statusCode).toBe(200);
    const city = listed.json().cities.find((c: { governorate: string }) => c.governorate === 'KRK');
    const corrected = await call(
      shop,
      'PATCH',
      `/api/admin/courier-cities/modon/${city.courierCityId}`,
      admin.token,
      { governorate: 'DIY' },
    );
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().city).toMatchObject({ governorate: 'DIY', setByAdmin: true });
    // Connecting again reloads the cities: the admin's choice stays.
    await call(shop, 'PUT', `/api/admin/sellers/${other.sellerId}/courier-account`, admin.token, {
      brand: 'modon',
      baseUrl: lookalike.baseUrl('modon'),
      username: 'duhok-print',
      password: 'second password',
    });
    const again = await call(shop, 'GET', '/api/admin/courier-cities?brand=modon', admin.token);
    expect(
      again
        .json()
        .cities.find((c: { courierCityId: string }) => c.courierCityId === city.courierCityId),
    ).toMatchObject({ governorate: 'DIY', setByAdmin: true });
    const unknown = await call(shop, 'PATCH', '/api/admin/courier-cities/modon/nope', admin.token, {
      governorate: 'DIY',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('disconnects: the token is dropped and the shop is back to no courier', async () => {
    const response = await call(shop, 'DELETE', '/api/seller/courier-account', seller.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().account).toBeNull();
    const [row] = await shop.database.db
      .select()
      .from(courierAccounts)
      .where(eq(courierAccounts.sellerId, seller.sellerId));
    expect(row!.disconnectedAt).not.toBeNull();
    expect(row!.tokenSealed).toBeNull();
    const again = await call(shop, 'DELETE', '/api/seller/courier-account', seller.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('courier_not_connected');
  });

  it('says clearly when the courier answers a firewall page', async () => {
    lookalike.world.brands.agg.failNext(1, 'html403');
    const response = await connect(seller.token, {
      brand: 'agg',
      baseUrl: lookalike.baseUrl('agg'),
      username: 'erbil-print',
      password: 'كلمة-سر-1',
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().code).toBe('courier_unavailable');
  });
});
