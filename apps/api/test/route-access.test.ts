import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleCan, SHOP_CAPABILITIES } from '@chapkhana/shared/shop-roles';
import { createTestApp, type TestApp } from './helpers/test-app';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
  await shop.app.ready();
});
afterAll(() => shop.close());

describe('route access declarations', () => {
  it('marks every route that names a customer as owner-only', () => {
    const customerScoped = shop.app.routeTable.filter(
      (route) =>
        !/^\/api\/(seller|admin)\//.test(route.url) &&
        (/:(userId|customerId)\b/.test(route.url) || route.url.startsWith('/api/get-customer/')),
    );
    expect(customerScoped.length).toBeGreaterThan(0);
    for (const route of customerScoped) {
      expect(route.access, `${route.method} ${route.url}`).toBe('owner');
    }
  });

  it('declares who may call every route that writes', () => {
    const writes = shop.app.routeTable.filter(
      (route) =>
        ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) && route.url.startsWith('/api/'),
    );
    for (const route of writes) {
      expect(route.access, `${route.method} ${route.url}`).toMatch(
        /^(public|customer|owner|seller|admin|staff)$/,
      );
    }
    // A write any console account may make touches only that account (its language).
    const staffWrites = writes.filter((route) => route.access === 'staff');
    expect(staffWrites.map((route) => `${route.method} ${route.url}`)).toEqual([
      'PUT /api/staff/language',
    ]);
  });

  it('keeps the console’s routes to their role', () => {
    for (const route of shop.app.routeTable) {
      if (route.url.startsWith('/api/seller/')) expect(route.access, route.url).toBe('seller');
      if (route.url.startsWith('/api/admin/')) expect(route.access, route.url).toBe('admin');
    }
  });

  it('names what every seller route needs of a print house member’s role (issue 39)', () => {
    const sellerRoutes = shop.app.routeTable.filter((route) => route.access === 'seller');
    expect(sellerRoutes.length).toBeGreaterThan(30);
    for (const route of sellerRoutes) {
      const needs = [route.capability ?? []].flat();
      expect(needs.length, `${route.method} ${route.url}`).toBeGreaterThan(0);
      for (const capability of needs) expect(SHOP_CAPABILITIES).toContain(capability);
    }
    // Only seller routes are checked against a shop role.
    for (const route of shop.app.routeTable) {
      if (route.access !== 'seller') expect(route.capability, route.url).toBeUndefined();
    }
    // The owner may call every one of them; each other role only what its capabilities name.
    for (const route of sellerRoutes) {
      expect(
        [route.capability ?? []].flat().some((c) => roleCan('owner', c)),
        route.url,
      ).toBe(true);
    }
  });
});
