import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from '../../src/couriers/rate-limiter';
import { createWaseetClient } from '../../src/couriers/waseet/client';
import { LOOKALIKE_DEMO_ACCOUNT } from '../../src/couriers/waseet/lookalike-world';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { baghdadParcel } from './waseet-test-support';

const CITIES = '/lookalike/couriers/alwaseet/v1/merchant/citys';

describe('the look-alike courier inside the shop (COURIER_LOOKALIKE)', () => {
  let shop: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    shop = await createTestApp({ COURIER_LOOKALIKE: 'true' });
    plain = await createTestApp();
  });
  afterAll(async () => {
    await shop.close();
    await plain.close();
  });

  it('is served under /lookalike/couriers with the demo account, its labels on the shop address', async () => {
    const origin = await shop.app.listen({ port: 0, host: '127.0.0.1' });
    const client = createWaseetClient({
      brand: 'alwaseet',
      baseUrl: `${origin}/lookalike/couriers/alwaseet/v1/merchant`,
      ...LOOKALIKE_DEMO_ACCOUNT,
      limiter: createMemoryRateLimiter({ max: 100, windowMs: 30_000 }),
    });
    const created = await client.createOrder(await baghdadParcel(client));
    expect(created.qrLink).toBe(
      `http://shop.test/lookalike/couriers/alwaseet/labels/${created.qrId}.pdf`,
    );
    const route = shop.app.routeTable.find((r) => r.url.endsWith('/v1/merchant/create-order'));
    expect(route?.access).toBe('public');
  });

  it('answers in its own envelope, and is absent unless asked for', async () => {
    const bad = await shop.app.inject({ url: `${CITIES}?token=nothing` });
    expect(bad.json()).toMatchObject({ status: false, errNum: '21' });
    const absent = await plain.app.inject({ url: `${CITIES}?token=nothing` });
    // The storefront's fallback answers instead (503 while no storefront is built).
    expect(absent.statusCode).toBeGreaterThanOrEqual(404);
    expect(absent.body).not.toContain('errNum');
  });
});
