import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CourierError } from '../src/couriers/courier-error';
import { createMemoryRateLimiter } from '../src/couriers/rate-limiter';
import { createWaseetClient } from '../src/couriers/waseet/client';
import { LOOKALIKE_DEMO_ACCOUNT } from '../src/couriers/waseet/lookalike-world';
import { courierAccounts, currencyRates } from '../src/db/schema/index';
import { LOOKALIKE_PREFIX } from '../src/modules/parcels/context';
import { call } from './helpers/console';
import { createSignedInSeller, type SignedInSeller } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/test-app';

// The Waseet family takes its merchant token in the URL (`?token=`, the couriers reference,
// "Host, auth, rate limit"). Whatever logs a courier call — the request log of the look-alike the
// demo serves inside the API, a "route not found", an error with its causes — the token must not
// reach the log: with it anyone reading the logs could hand parcels over as the seller.

const TOKEN = 'tok-8f3a91c2d7e64b05';
/** Every line the app's logger wrote. */
const lines: string[] = [];
const logged = () => lines.join('');

/** A client holding TOKEN whose every call is answered by `fetch`. */
const clientAnswering = (fetch: typeof globalThis.fetch) =>
  createWaseetClient({
    brand: 'alwaseet',
    baseUrl: 'https://courier.test/v1/merchant',
    username: 'erbil-print',
    token: TOKEN,
    limiter: createMemoryRateLimiter({ max: 100, windowMs: 30_000 }),
    fetch,
  });

describe('courier tokens never reach the logs', () => {
  let shop: TestApp;
  let seller: SignedInSeller;

  beforeAll(async () => {
    shop = await createTestApp(
      { COURIER_LOOKALIKE: 'true' },
      { logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } } },
    );
    await shop.database.db.insert(currencyRates).values({ iqdPerUnit: '1310' });
    seller = await createSignedInSeller(shop, 'Erbil Print');
  });
  afterAll(async () => {
    await shop.close();
  });

  it("keeps the look-alike's token out of the request logs of the calls the shop makes to it", async () => {
    const connected = await call(shop, 'PUT', '/api/seller/courier-account', seller.token, {
      brand: 'alwaseet',
      baseUrl: `${shop.config.publicUrl}${LOOKALIKE_PREFIX}/alwaseet/v1/merchant`,
      username: LOOKALIKE_DEMO_ACCOUNT.username,
      password: LOOKALIKE_DEMO_ACCOUNT.password,
    });
    expect(connected.statusCode).toBe(200);
    const [row] = await shop.database.db
      .select()
      .from(courierAccounts)
      .where(eq(courierAccounts.sellerId, seller.sellerId));
    const token = shop.app.sealer!.open(row!.tokenSealed!);
    expect(token.length).toBeGreaterThan(5);

    // The calls were logged (the cities, with the token), just without it.
    expect(logged()).toContain('/alwaseet/v1/merchant/citys?token=[redacted]');
    expect(logged()).not.toContain(token);

    // A call with the token to a path the look-alike does not have: "route not found" is logged.
    const before = lines.length;
    const missing = await shop.app.inject({
      method: 'POST',
      url: `${LOOKALIKE_PREFIX}/alwaseet/v1/merchant/no-such-call?token=${token}&city_id=1`,
    });
    expect(missing.statusCode).toBe(404);
    const answered = await shop.app.inject({
      method: 'GET',
      url: `${LOOKALIKE_PREFIX}/alwaseet/v1/merchant/citys?city_id=1&token=${token}`,
    });
    expect(answered.statusCode).toBe(200);
    const these = lines.slice(before).join('');
    expect(these).toContain('no-such-call?token=[redacted]&city_id=1');
    expect(these).toContain('citys?city_id=1&token=[redacted]');
    expect(logged()).not.toContain(token);
  });

  it('keeps the token out of the errors a courier client throws and of their logged causes', async () => {
    // A network failure whose message names the URL it failed on, as some agents' do.
    const client = clientAnswering(async (input) => {
      throw new TypeError(`request to ${String(input)} failed, reason: ECONNRESET`);
    });
    const failure = await client.cities().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CourierError);
    const error = failure as CourierError;
    expect(error.kind).toBe('unavailable');
    expect(error.message).toContain('ECONNRESET');
    expect(error.message).not.toContain(TOKEN);
    expect(String((error.cause as Error).stack)).not.toContain(TOKEN);
    shop.app.log.error({ err: error }, 'polling the couriers failed');
    expect(logged()).toContain('ECONNRESET');
    expect(logged()).not.toContain(TOKEN);
  });

  it('keeps the token out of a refusal in which the courier echoes it', async () => {
    const client = clientAnswering(async () =>
      Response.json({ status: false, errNum: 'S02', msg: `الطلب مرفوض (${TOKEN})` }),
    );
    const failure = (await client.cities().catch((error: unknown) => error)) as CourierError;
    expect(failure.kind).toBe('refused');
    expect(failure.courierMessage).toContain('الطلب مرفوض');
    expect(failure.courierMessage).not.toContain(TOKEN);
    expect(failure.message).not.toContain(TOKEN);
    shop.app.log.warn({ err: failure }, 'handing the parcel over failed');
    expect(logged()).toContain('الطلب مرفوض');
    expect(logged()).not.toContain(TOKEN);
  });

  it('redacts a token in any logged sentence, whoever wrote it', () => {
    shop.app.log.info(`calling https://courier.test/v1/merchant/statuses?token=${TOKEN}`);
    expect(logged()).toContain('statuses?token=[redacted]');
    expect(logged()).not.toContain(TOKEN);
  });
});
