import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CashCourier, CashResponse } from '@chapkhana/shared/cash';
import { parcelEvents, parcels } from '../src/db/schema/index';
import { call, createSignedInAdmin } from './helpers/console';
import { createCustomer, type TestCustomer } from './helpers/customers';
import { insertCashCourierAccount, insertParcel } from './helpers/cash-parcels';
import { createShopOfTwoSellers, type SignedInSeller } from './helpers/staff';
import type { TestApp } from './helpers/test-app';

let shop: TestApp;
let seller: SignedInSeller;
let other: SignedInSeller;
let admin: Awaited<ReturnType<typeof createSignedInAdmin>>;
let customer: TestCustomer;
let accountId: string;
let otherAccountId: string;
let ownParcelId: string;
const db = () => shop.database.db;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
const today = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  ({ shop, seller, other } = await createShopOfTwoSellers());
  admin = await createSignedInAdmin(shop);
  customer = await createCustomer(shop, { name: 'Zana' });
  accountId = (await insertCashCourierAccount(db(), seller.sellerId, { username: 'erbil-print' }))
    .id;
  otherAccountId = (await insertCashCourierAccount(db(), other.sellerId)).id;
  const refs = { sellerId: seller.sellerId, customerId: customer.id };
  const viaCourier = { carrier: 'alwaseet' as const, courierAccountId: accountId };
  // One parcel in every state the cash can be in, on the seller's one courier account.
  await insertParcel(db(), refs, {
    ...viaCourier,
    state: 'created',
    handedOverAt: null,
    cashAmountIqd: 99_000,
  });
  await insertParcel(db(), refs, {
    ...viaCourier,
    state: 'in_transit',
    cashAmountIqd: 10_000,
    waybill: '2001',
  });
  await insertParcel(db(), refs, {
    ...viaCourier,
    state: 'postponed',
    cashAmountIqd: 3_250,
    waybill: '2002',
  });
  await insertParcel(db(), refs, {
    ...viaCourier,
    state: 'delivered',
    cashAmountIqd: 25_000,
    cashCollectedAt: hoursAgo(1),
    cashCollectedIqd: 25_000,
  });
  // The courier said delivered before the amount was written: still collected, at its amount.
  await insertParcel(db(), refs, { ...viaCourier, state: 'delivered', cashAmountIqd: 7_250 });
  await insertParcel(db(), refs, {
    ...viaCourier,
    state: 'delivered',
    cashAmountIqd: 30_000,
    cashCollectedAt: hoursAgo(2),
    cashCollectedIqd: 30_000,
    cashSettledAt: hoursAgo(1),
    courierInvoiceId: '77',
  });
  await insertParcel(db(), refs, { ...viaCourier, state: 'returned', cashAmountIqd: 12_500 });
  await insertParcel(db(), refs, { ...viaCourier, state: 'cancelled', cashAmountIqd: 40_000 });
  // A part paid by FIB: nothing to collect, in no figure.
  await insertParcel(db(), refs, { ...viaCourier, state: 'in_transit', cashAmountIqd: 0 });
  // Handed over last year: outside this month's figures.
  await insertParcel(db(), refs, {
    ...viaCourier,
    state: 'in_transit',
    cashAmountIqd: 1_000_000,
    handedOverAt: new Date('2025-01-15T09:00:00Z'),
  });
  ownParcelId = (
    await insertParcel(db(), refs, {
      carrier: 'own',
      state: 'delivered',
      cashAmountIqd: 5_000,
      cashCollectedAt: hoursAgo(1),
      cashCollectedIqd: 5_000,
    })
  ).parcel.id;
  await insertParcel(
    db(),
    { sellerId: other.sellerId, customerId: customer.id },
    { courierAccountId: otherAccountId, state: 'in_transit', cashAmountIqd: 66_000 },
  );
});
afterAll(() => shop.close());

const byCourier = (body: CashResponse, courier: string) =>
  body.couriers.find((c: CashCourier) => c.courier === courier);

describe('cash figures', () => {
  it('sums each state of a seller’s parcels per courier, exactly, this month by default', async () => {
    const response = await call(shop, 'GET', '/api/seller/cash', seller.token);
    expect(response.statusCode).toBe(200);
    const body = response.json<CashResponse>();
    expect(body.from).toBe(`${today().slice(0, 8)}01`);
    expect(body.to).toBe(today());
    expect(byCourier(body, accountId)?.figures).toEqual({
      out: 13_250,
      collected: 62_250,
      settled: 30_000,
      owed: 32_250,
      returned: 12_500,
      parcels: 7,
    });
    expect(byCourier(body, accountId)?.accountName).toBe('erbil-print');
    expect(byCourier(body, 'own')?.figures).toMatchObject({ collected: 5_000, owed: 5_000 });
    expect(body.total).toMatchObject({ out: 13_250, collected: 67_250, settled: 30_000 });
    expect(body.couriers.every((c) => c.sellerId === seller.sellerId)).toBe(true);
  });

  it('takes a range of days: last year’s parcel in January 2025 only', async () => {
    const response = await call(
      shop,
      'GET',
      '/api/seller/cash?from=2025-01-01&to=2025-01-31',
      seller.token,
    );
    expect(response.json<CashResponse>().total).toMatchObject({ out: 1_000_000, parcels: 1 });
    const backwards = await call(
      shop,
      'GET',
      '/api/seller/cash?from=2025-02-01&to=2025-01-31',
      seller.token,
    );
    expect(backwards.statusCode).toBe(400);
  });

  it('lists the parcels behind a figure', async () => {
    const response = await call(
      shop,
      'GET',
      `/api/seller/cash/parcels?courier=${accountId}&state=out`,
      seller.token,
    );
    expect(response.statusCode).toBe(200);
    const items = response.json<{ items: { waybill: string; cashAmountIqd: number }[] }>().items;
    expect(items.map((p) => p.cashAmountIqd).sort()).toEqual([10_000, 3_250].sort());
    const collected = await call(
      shop,
      'GET',
      '/api/seller/cash/parcels?state=collected',
      seller.token,
    );
    expect(
      collected
        .json<{ items: { cashAmountIqd: number }[] }>()
        .items.map((p) => p.cashAmountIqd)
        .sort(),
    ).toEqual([25_000, 5_000, 7_250].sort());
  });

  it('never shows a seller another seller’s cash, whatever it asks', async () => {
    const mine = await call(
      shop,
      'GET',
      `/api/seller/cash?sellerId=${seller.sellerId}`,
      other.token,
    );
    const body = mine.json<CashResponse>();
    expect(body.couriers.map((c) => c.sellerId)).toEqual([other.sellerId]);
    expect(body.total.out).toBe(66_000);
    const parcelsOfOther = await call(
      shop,
      'GET',
      `/api/seller/cash/parcels?courier=${accountId}&sellerId=${seller.sellerId}`,
      other.token,
    );
    expect(parcelsOfOther.json<{ items: unknown[] }>().items).toEqual([]);
    const list = await call(
      shop,
      'GET',
      `/api/seller/cash/handover-list?day=${today()}&courier=${accountId}`,
      other.token,
    );
    expect(list.statusCode).toBe(404);
    expect(list.json().code).toBe('cash_courier_account_not_found');
    expect((await call(shop, 'GET', '/api/admin/cash', seller.token)).statusCode).toBe(403);
    expect((await call(shop, 'GET', '/api/seller/cash', customer.token)).statusCode).toBe(401);
  });

  it('shows the admin every seller, or the one it names', async () => {
    const all = (await call(shop, 'GET', '/api/admin/cash', admin.token)).json<CashResponse>();
    expect(new Set(all.couriers.map((c) => c.sellerId))).toEqual(
      new Set([seller.sellerId, other.sellerId]),
    );
    expect(all.total.out).toBe(13_250 + 66_000);
    const one = (
      await call(shop, 'GET', `/api/admin/cash?sellerId=${other.sellerId}`, admin.token)
    ).json<CashResponse>();
    expect(one.total.out).toBe(66_000);
  });
});

describe('the daily hand-over list', () => {
  it('lists what was handed to the courier today, with the cash and the total', async () => {
    const response = await call(
      shop,
      'GET',
      `/api/seller/cash/handover-list?day=${today()}&courier=${accountId}`,
      seller.token,
    );
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.accountName).toBe('erbil-print');
    // Everything handed over today but the cancelled parcel (and the one never handed over).
    expect(list.rows).toHaveLength(7);
    expect(list.totalCashIqd).toBe(10_000 + 3_250 + 25_000 + 7_250 + 30_000 + 12_500 + 0);
    expect(list.rows[0]).toMatchObject({
      customerName: 'Aso',
      governorate: 'ERB',
      phones: ['07501234567'],
      pieces: 1,
    });
    const admins = await call(
      shop,
      'GET',
      `/api/admin/cash/handover-list?day=${today()}&courier=own&sellerId=${seller.sellerId}`,
      admin.token,
    );
    expect(admins.json().rows.map((r: { cashAmountIqd: number }) => r.cashAmountIqd)).toEqual([
      5_000,
    ]);
  });
});

describe('own delivery', () => {
  it('settles the own driver’s cash by hand once, saying who and when', async () => {
    const stranger = await call(shop, 'POST', '/api/seller/cash/own-settled', other.token, {
      parcelIds: [ownParcelId],
    });
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json().code).toBe('cash_nothing_to_settle');
    const [before] = await db().select().from(parcels).where(eq(parcels.id, ownParcelId));
    expect(before!.cashSettledAt).toBeNull();

    const settled = await call(shop, 'POST', '/api/seller/cash/own-settled', seller.token, {
      parcelIds: [ownParcelId, ownParcelId],
      note: 'Karwan brought it',
    });
    expect(settled.statusCode).toBe(200);
    expect(settled.json()).toEqual({ settled: 1 });
    const again = await call(shop, 'POST', '/api/seller/cash/own-settled', seller.token, {
      parcelIds: [ownParcelId],
    });
    expect(again.statusCode).toBe(409);
    const events = await db()
      .select()
      .from(parcelEvents)
      .where(eq(parcelEvents.parcelId, ownParcelId));
    expect(events).toHaveLength(1);
    expect(events[0]!.actorId).toBe(seller.staffId);
    expect(events[0]!.note).toContain('Karwan brought it');
    const figures = (
      await call(shop, 'GET', '/api/seller/cash', seller.token)
    ).json<CashResponse>();
    expect(byCourier(figures, 'own')?.figures).toMatchObject({
      collected: 5_000,
      settled: 5_000,
      owed: 0,
    });
  });

  it('never settles a courier’s parcel by hand', async () => {
    const [courierParcel] = await db()
      .select()
      .from(parcels)
      .where(eq(parcels.cashAmountIqd, 25_000));
    const response = await call(shop, 'POST', '/api/seller/cash/own-settled', seller.token, {
      parcelIds: [courierParcel!.id],
    });
    expect(response.statusCode).toBe(409);
  });
});
