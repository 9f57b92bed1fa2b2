import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CashResponse, CourierInvoice } from '@chapkhana/shared/cash';
import { trackingContext } from '../src/app';
import {
  startWaseetLookalike,
  type RunningWaseetLookalike,
} from '../src/couriers/waseet/lookalike';
import { courierAccounts, courierInvoices, currencyRates, parcels } from '../src/db/schema/index';
import {
  FIRST_PAUSE_MS,
  INVOICE_SYNC_EVERY_MS,
  pollBudget,
  pollCouriersOnce,
} from '../src/modules/parcels/poller';
import {
  claimAccountPoll,
  releaseAccountPoll,
  type CourierAccountRow,
} from '../src/modules/parcels/tracking-repository';
import { call, orderProducts } from './helpers/console';
import { createCustomer } from './helpers/customers';
import { insertCategory, insertProduct } from './helpers/fixtures';
import { handOverAtLookalike, insertCourierAccount, lookalikeReader } from './helpers/parcels';
import { createSignedInSeller, type SignedInSeller } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/test-app';

const passwords = new Map([['hawler-print', 'pass-1']]);
let shop: TestApp;
let lookalike: RunningWaseetLookalike;
let seller: SignedInSeller;
let other: SignedInSeller;
let account: CourierAccountRow;
const db = () => shop.database.db;

beforeAll(async () => {
  shop = await createTestApp({}, { courierReaderFor: lookalikeReader(passwords) });
  lookalike = await startWaseetLookalike({
    accounts: [...passwords].map(([username, password]) => ({ username, password })),
    // The courier's rate window follows the shop's clock: moving it on opens a new window.
    now: () => shop.clock.now().getTime(),
  });
  await db().insert(currencyRates).values({ iqdPerUnit: '1310' });
  seller = await createSignedInSeller(shop, 'Hawler Print');
  other = await createSignedInSeller(shop, 'Duhok Print');
  account = await insertCourierAccount(db(), {
    sellerId: seller.sellerId,
    brand: 'alwaseet',
    baseUrl: lookalike.baseUrl('alwaseet'),
    username: 'hawler-print',
  });
});
afterAll(async () => {
  await lookalike?.close();
  await shop?.close();
});

/** A cash order of the seller's, handed to the look-alike and followed to delivered. */
async function deliveredParcel(cashAmountIqd: number) {
  const categoryId = (await insertCategory(db())).id;
  const product = await insertProduct(db(), { sellerId: seller.sellerId, categoryId });
  const customer = await createCustomer(shop);
  const orderId = await orderProducts(shop, customer, [product.id]);
  const parcel = await handOverAtLookalike(db(), lookalike, {
    account,
    password: passwords.get(account.username)!,
    orderId,
    sellerId: seller.sellerId,
    cashAmountIqd,
  });
  for (let step = 0; step < 4; step += 1) {
    lookalike.world.brands.alwaseet.advance(parcel.courierOrderId!, 'delivered');
  }
  shop.clock.advance(60 * 60_000);
  await pollCouriersOnce(trackingContext(shop.app));
  return (await db().select().from(parcels).where(eq(parcels.id, parcel.id)))[0]!;
}

const figures = async () =>
  (await call(shop, 'GET', '/api/seller/cash', seller.token))
    .json<CashResponse>()
    .couriers.find((c) => c.courier === account.id)!.figures;
const sync = (token = seller.token) =>
  call(shop, 'POST', '/api/seller/cash/invoices/sync', token, { courierAccountId: account.id });

describe('courier invoices against the look-alike', () => {
  it('shows a delivered parcel collected, then settled only once its invoice is received', async () => {
    const parcel = await deliveredParcel(18_250);
    expect(parcel.state).toBe('delivered');
    expect(await figures()).toMatchObject({ collected: 18_250, settled: 0, owed: 18_250 });

    lookalike.world.brands.alwaseet.makeInvoice('hawler-print');
    const synced = await sync();
    expect(synced.statusCode).toBe(200);
    const [invoice] = synced.json<{ items: CourierInvoice[] }>().items;
    expect(invoice).toMatchObject({ ourParcelCount: 1, unknownOrders: [], mismatch: false });
    // Listed is not paid: nothing settled until the seller says the money came.
    expect(await figures()).toMatchObject({ settled: 0, owed: 18_250 });

    const twice = await Promise.all([
      call(shop, 'POST', `/api/seller/cash/invoices/${invoice!._id}/received`, seller.token, {}),
      call(shop, 'POST', `/api/seller/cash/invoices/${invoice!._id}/received`, seller.token, {}),
    ]);
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200]);
    const [settled] = await db().select().from(parcels).where(eq(parcels.id, parcel.id));
    expect(settled!.cashSettledAt).not.toBeNull();
    expect(settled!.courierInvoiceId).toBe(invoice!.courierInvoiceId);
    expect(await figures()).toMatchObject({ collected: 18_250, settled: 18_250, owed: 0 });
    const [stored] = await db()
      .select()
      .from(courierInvoices)
      .where(eq(courierInvoices.id, invoice!._id));
    expect(stored!.receivedAt).not.toBeNull();
  });

  it('flags an invoice that differs from our parcels and receives it only when confirmed', async () => {
    const parcel = await deliveredParcel(30_000);
    // The seller confirmed less cash at the door than the courier pays for.
    await db().update(parcels).set({ cashCollectedIqd: 29_000 }).where(eq(parcels.id, parcel.id));
    lookalike.world.brands.alwaseet.makeInvoice('hawler-print');
    const items = (await sync()).json<{ items: CourierInvoice[] }>().items;
    const invoice = items.find((i) => !i.receivedAt)!;
    expect(invoice.mismatch).toBe(true);
    expect(invoice.differenceIqd).toBe(1_000);
    const refused = await call(
      shop,
      'POST',
      `/api/seller/cash/invoices/${invoice._id}/received`,
      seller.token,
      {},
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('cash_invoice_mismatch');
    expect(
      (await db().select().from(parcels).where(eq(parcels.id, parcel.id)))[0]!.cashSettledAt,
    ).toBeNull();
    const stranger = await call(
      shop,
      'POST',
      `/api/seller/cash/invoices/${invoice._id}/received`,
      other.token,
      { acceptDifference: true },
    );
    expect(stranger.statusCode).toBe(404);
    const accepted = await call(
      shop,
      'POST',
      `/api/seller/cash/invoices/${invoice._id}/received`,
      seller.token,
      { acceptDifference: true },
    );
    expect(accepted.statusCode).toBe(200);
  });

  it('says the courier answered a web page or timed out, and changes nothing', async () => {
    const before = await db().select().from(courierInvoices);
    for (const failure of ['html403', 'timeout'] as const) {
      lookalike.world.brands.alwaseet.failNext(1, failure);
      const response = await sync();
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('cash_courier_unreachable');
    }
    expect(await db().select().from(courierInvoices)).toEqual(before);
    expect((await sync(other.token)).statusCode).toBe(404);
  });
});

describe('the poller reads the invoices by itself', () => {
  /** The app's poller context, each courier call counted. */
  function countedContext() {
    const base = trackingContext(shop.app);
    const counted = { calls: 0 };
    const context = {
      ...base,
      readerFor: async (row: CourierAccountRow) => {
        const reader = await base.readerFor(row);
        const count =
          <A extends unknown[], T>(call: (...args: A) => Promise<T>) =>
          (...args: A) => {
            counted.calls += 1;
            return call(...args);
          };
        return {
          ordersByIds: count(reader.ordersByIds),
          invoices: count(reader.invoices),
          invoiceOrders: count(reader.invoiceOrders),
          receiveInvoice: count(reader.receiveInvoice),
        };
      },
    };
    return { context, counted };
  }
  const accountRow = async () =>
    (await db().select().from(courierAccounts).where(eq(courierAccounts.id, account.id)))[0]!;
  const storedInvoices = () =>
    db().select().from(courierInvoices).where(eq(courierInvoices.courierAccountId, account.id));

  it('reads a new invoice at the next round, links its parcel, and settles nothing by itself', async () => {
    const parcel = await deliveredParcel(21_500);
    const made = lookalike.world.brands.alwaseet.makeInvoice('hawler-print')!;
    // As long ago as the interval: the account is due whatever earlier tests did.
    shop.clock.advance(INVOICE_SYNC_EVERY_MS);
    const { context, counted } = countedContext();
    const summary = await pollCouriersOnce(context);
    expect(summary).toMatchObject({ invoiceSyncs: 1, paused: 0 });
    expect(summary.calls).toBe(counted.calls);
    expect(counted.calls).toBeLessThanOrEqual(pollBudget(account));
    const stored = (await storedInvoices()).find((i) => i.courierInvoiceId === made.id);
    expect(stored).toMatchObject({ amountIqd: made.merchant_price, receivedAt: null });
    const [linked] = await db().select().from(parcels).where(eq(parcels.id, parcel.id));
    expect(linked!.courierInvoiceId).toBe(made.id);
    expect(linked!.cashSettledAt).toBeNull();
    expect((await accountRow()).invoicesSyncedAt).toEqual(shop.clock.now());
  });

  it('does not ask again before the interval, and asks again once it has passed', async () => {
    const { context, counted } = countedContext();
    expect(await pollCouriersOnce(context)).toMatchObject({ invoiceSyncs: 0, calls: 0 });
    shop.clock.advance(INVOICE_SYNC_EVERY_MS - 1000);
    expect(await pollCouriersOnce(context)).toMatchObject({ invoiceSyncs: 0, calls: 0 });
    expect(counted.calls).toBe(0);
    shop.clock.advance(1000);
    expect(await pollCouriersOnce(context)).toMatchObject({ invoiceSyncs: 1 });
    expect(counted.calls).toBeGreaterThan(0);
  });

  it('leaves an account another copy of the API holds to that copy', async () => {
    shop.clock.advance(INVOICE_SYNC_EVERY_MS);
    const holder = randomUUID();
    expect(await claimAccountPoll(db(), account.id, holder)).toBe(true);
    const { context, counted } = countedContext();
    expect(await pollCouriersOnce(context)).toMatchObject({ accounts: 0, invoiceSyncs: 0 });
    expect(counted.calls).toBe(0);
    await releaseAccountPoll(db(), account.id, holder);
    expect(await pollCouriersOnce(context)).toMatchObject({ accounts: 1, invoiceSyncs: 1 });
  });

  it('pauses the account when the courier answers a firewall page, and reads again after the pause', async () => {
    shop.clock.advance(INVOICE_SYNC_EVERY_MS);
    const before = await storedInvoices();
    const syncedBefore = (await accountRow()).invoicesSyncedAt;
    lookalike.world.brands.alwaseet.failNext(1, 'html403');
    const { context, counted } = countedContext();
    expect(await pollCouriersOnce(context)).toMatchObject({ paused: 1, invoiceSyncs: 0 });
    const paused = await accountRow();
    expect(paused.pollFailures).toBe(1);
    expect(paused.pollPausedUntil!.getTime()).toBe(shop.clock.now().getTime() + FIRST_PAUSE_MS);
    expect(paused.invoicesSyncedAt).toEqual(syncedBefore);
    expect(await storedInvoices()).toEqual(before);

    const callsWhenPaused = counted.calls;
    expect(await pollCouriersOnce(context)).toMatchObject({ accounts: 0, calls: 0 });
    expect(counted.calls).toBe(callsWhenPaused);

    shop.clock.advance(FIRST_PAUSE_MS);
    expect(await pollCouriersOnce(context)).toMatchObject({ paused: 0, invoiceSyncs: 1 });
    const resumed = await accountRow();
    expect(resumed.pollFailures).toBe(0);
    expect(resumed.invoicesSyncedAt).toEqual(shop.clock.now());
  });

  it('stops asking once every collected parcel is settled', async () => {
    // (The seller's sign-in has run out on this clock: the money is marked arrived directly.)
    await db()
      .update(parcels)
      .set({ cashSettledAt: shop.clock.now() })
      .where(eq(parcels.courierAccountId, account.id));
    shop.clock.advance(INVOICE_SYNC_EVERY_MS);
    const { context, counted } = countedContext();
    expect(await pollCouriersOnce(context)).toMatchObject({ invoiceSyncs: 0 });
    expect(counted.calls).toBe(0);
  });
});
