import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { currencyRates } from '../src/db/schema/index';
import { call, createSignedInAdmin } from './helpers/console';
import { createTestApp, type TestApp } from './helpers/test-app';

// Issue 17: an admin typed 1.31 instead of 1310 and every price fell a thousandfold at once.
// A rate outside ±20 % of the one in force now needs an explicit confirmation.

let shop: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInAdmin>>;

beforeAll(async () => {
  shop = await createTestApp();
  admin = await createSignedInAdmin(shop);
});
afterAll(() => shop.close());
beforeEach(async () => {
  await shop.database.db.delete(currencyRates);
  await shop.database.db.insert(currencyRates).values({ iqdPerUnit: '1310' });
});

const setRate = (body: object) => call(shop, 'POST', '/api/admin/currency', admin.token, body);
const rateInForce = async () =>
  (await call(shop, 'GET', '/api/get-currencyIQD', undefined)).json().currencyIQD as string;

/** Puts `rates` in force one after another, `hoursAgo` each (oldest first). */
async function history(...rates: [rate: string, hoursAgo: number][]) {
  await shop.database.db.delete(currencyRates);
  await shop.database.db.insert(currencyRates).values(
    rates.map(([iqdPerUnit, hoursAgo]) => ({
      iqdPerUnit,
      createdAt: sql`now() - make_interval(hours => ${hoursAgo})`,
    })),
  );
}

describe('a rate change far from the rate in force', () => {
  it('is refused with the current and proposed rates and the change, and nothing changes', async () => {
    const refused = await setRate({ currencyIQD: '1.31' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'rate_change_needs_confirmation',
      params: { current: '1310.0000', proposed: '1.3100', change: '-99.9' },
    });
    expect(await rateInForce()).toBe('1310.0000');
    const upwards = await setRate({ currencyIQD: '13100' });
    expect(upwards.statusCode).toBe(409);
    expect(upwards.json().params).toMatchObject({ change: '+900.0' });
  });

  it('is taken when the request says it is confirmed', async () => {
    const confirmed = await setRate({ currencyIQD: '1.31', confirm: true });
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json().entry).toMatchObject({
      currencyIQD: '1.3100',
      setBy: { name: 'Dilan Admin' },
    });
    expect(await rateInForce()).toBe('1.3100');
  });

  it('takes a change within ±20 % at once, the edges included', async () => {
    for (const [rate, status] of [
      ['1572', 201], // +20 % of 1310
      ['1048', 201], // −20 % of 1310
      ['1572.0131', 409], // +20.001 %
      ['1047.9869', 409], // −20.001 %
    ] as const) {
      await shop.database.db.delete(currencyRates);
      await shop.database.db.insert(currencyRates).values({ iqdPerUnit: '1310' });
      const response = await setRate({ currencyIQD: rate });
      expect(response.statusCode, rate).toBe(status);
    }
  });

  it('checks against the rate actually in force when two admins change it at once', async () => {
    // Each is within 20 % of 1310, but not of the other: only one may be taken unconfirmed.
    const results = await Promise.all([
      setRate({ currencyIQD: '1550' }),
      setRate({ currencyIQD: '1100' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const rows = await shop.database.db.select().from(currencyRates);
    expect(rows).toHaveLength(2);
  });

  it('answers "required" for an empty rate, and refuses a confirmation that is not true/false', async () => {
    const empty = await setRate({ currencyIQD: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Invalid request body: currencyIQD is required.');
    const odd = await setRate({ currencyIQD: '1.31', confirm: 'yes' });
    expect(odd.statusCode).toBe(400);
    expect(await rateInForce()).toBe('1310.0000');
  });

  it('reads Arabic digits, the Arabic decimal mark and thousands separators', async () => {
    const arabic = await setRate({ currencyIQD: '١٣٢٠٫٥' });
    expect(arabic.statusCode).toBe(201);
    expect(arabic.json().currencyIQD).toBe('1320.5000');
    const grouped = await setRate({ currencyIQD: '1,330' });
    expect(grouped.statusCode).toBe(201);
    expect(grouped.json().currencyIQD).toBe('1330.0000');
    // A comma that is not a thousands group is not guessed at (1,31 could mean 1.31 or 131).
    expect((await setRate({ currencyIQD: '1,31' })).statusCode).toBe(400);
  });
});

// Issue 33 (c): each step within 20 % of the rate before it, the rate was walked from 1310 to 243
// in one sitting. A change is also compared with the rate in force a day ago.
describe('a rate walked in steps', () => {
  it('cannot go further than ±20 % from the rate of a day ago without a confirmation', async () => {
    await history(['1310', 30]);
    expect((await setRate({ currencyIQD: '1100' })).statusCode).toBe(201); // −16 %
    const second = await setRate({ currencyIQD: '950' }); // −13.6 % of 1100, −27.5 % of 1310
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'rate_day_change_needs_confirmation',
      params: { dayAgo: '1310.0000', proposed: '950.0000', change: '-27.5' },
    });
    expect(await rateInForce()).toBe('1100.0000');
    // Upwards too, and a confirmation takes it.
    expect((await setRate({ currencyIQD: '1320' })).statusCode).toBe(201); // +20 % of 1100
    const up = await setRate({ currencyIQD: '1580' }); // +19.7 % of 1320, +20.6 % of 1310
    expect(up.statusCode).toBe(409);
    expect(up.json().code).toBe('rate_day_change_needs_confirmation');
    expect((await setRate({ currencyIQD: '950', confirm: true })).statusCode).toBe(201);
    expect(await rateInForce()).toBe('950.0000');
  });

  it('counts from the first rate of a shop whose rates are all of today', async () => {
    await history(['1310', 5], ['1100', 2]);
    expect((await setRate({ currencyIQD: '950' })).statusCode).toBe(409);
  });

  it('lets the rate move on from a day to the next', async () => {
    await history(['1310', 50], ['1100', 25]);
    // The rate a day ago is 1100: 950 is −13.6 % of it.
    expect((await setRate({ currencyIQD: '950' })).statusCode).toBe(201);
  });
});
