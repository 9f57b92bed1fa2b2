import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createSignedInAdmin } from './helpers/console';
import { bearer, createCustomer } from './helpers/customers';
import { createTestApp, type TestApp } from './helpers/test-app';

// Findings of the outside review's issue 33 (finding 6); each test failed before its fix.
// See docs/security.md.

const SHOP = 'http://shop.test';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({ PUBLIC_URL: SHOP });
});
afterAll(() => shop.close());

const cookie = (name: string, token: string) => ({ cookie: `${name}=${token}` });

describe('logout is a POST behind the origin check', () => {
  const sides = [
    {
      side: 'customer',
      url: '/api/customer/logout',
      cookieName: 'customerToken',
      signIn: async () => (await createCustomer(shop)).token,
    },
    {
      side: 'staff',
      url: '/api/staff/logout',
      cookieName: 'staffToken',
      signIn: async () => (await createSignedInAdmin(shop)).token,
    },
  ] as const;

  /** Whether the token still signs in (the customer's profile, the staff's own record). */
  async function stillSignedIn(side: 'customer' | 'staff', token: string): Promise<boolean> {
    if (side === 'staff')
      return (await call(shop, 'GET', '/api/staff/me', token)).statusCode === 200;
    const [, payload = ''] = token.split('.');
    const { id } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { id: string };
    return (await call(shop, 'GET', `/api/get-customer/${id}`, token)).statusCode === 200;
  }

  for (const { side, url, cookieName, signIn } of sides) {
    it(`(${side}) a GET ends no session, whoever sends it`, async () => {
      const token = await signIn();
      const answer = await shop.app.inject({
        method: 'GET',
        url,
        headers: { ...cookie(cookieName, token), 'sec-fetch-site': 'cross-site' },
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'route_not_found' });
      expect(answer.cookies.find((c) => c.name === cookieName)).toBeUndefined();
      expect(await stillSignedIn(side, token)).toBe(true);
    });

    it(`(${side}) a POST from another site is refused and ends nothing`, async () => {
      const token = await signIn();
      for (const foreign of [
        { origin: 'https://evil.example' },
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
      ]) {
        const answer = await shop.app.inject({
          method: 'POST',
          url,
          headers: { ...cookie(cookieName, token), ...foreign },
        });
        expect(answer.statusCode, JSON.stringify(foreign)).toBe(403);
        expect(answer.json()).toMatchObject({ code: 'foreign_origin' });
        expect(answer.cookies.find((c) => c.name === cookieName)).toBeUndefined();
      }
      // Without a cookie either: another site's page cannot clear the shop's cookie.
      const bare = await shop.app.inject({
        method: 'POST',
        url,
        headers: { origin: 'https://evil.example' },
      });
      expect(bare.statusCode).toBe(403);
      expect(bare.cookies.find((c) => c.name === cookieName)).toBeUndefined();
      expect(await stillSignedIn(side, token)).toBe(true);
    });

    it(`(${side}) a POST from the shop's own pages, or with the token in a header, ends the session`, async () => {
      const byCookie = await signIn();
      const out = await shop.app.inject({
        method: 'POST',
        url,
        headers: { ...cookie(cookieName, byCookie), origin: SHOP, 'sec-fetch-site': 'same-origin' },
      });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ message: 'Logout Success' });
      expect(out.cookies.find((c) => c.name === cookieName)?.value).toBe('');
      expect(await stillSignedIn(side, byCookie)).toBe(false);

      // A bearer token cannot be sent by another site's page, so its origin does not matter.
      const byHeader = await signIn();
      const answer = await shop.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(byHeader), origin: 'https://app.example' },
      });
      expect(answer.statusCode).toBe(200);
      expect(await stillSignedIn(side, byHeader)).toBe(false);
    });
  }
});
