import { formatDinar } from '@chapkhana/shared/pricing';
import { createHash, randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LookalikeScript } from '../src/couriers/waseet/lookalike-data';
import {
  startWaseetLookalike,
  type RunningWaseetLookalike,
} from '../src/couriers/waseet/lookalike';
import {
  courierAccounts,
  currencyRates,
  orders,
  parcelEvents,
  parcels,
  products,
  sellerOrders,
} from '../src/db/schema/index';
import { trackingContext } from '../src/app';
import { pollCouriersOnce } from '../src/modules/parcels/poller';
import { applyCourierStatus } from '../src/modules/parcels/tracking';
import type { CourierAccountRow } from '../src/modules/parcels/tracking-repository';
import { bearer, createCustomer, type TestCustomer } from './helpers/customers';
import { insertCategory, insertProduct } from './helpers/fixtures';
import { createSignedInSeller } from './helpers/staff';
import { orderProducts } from './helpers/console';
import { handOverAtLookalike, insertCourierAccount, lookalikeReader } from './helpers/parcels';
import { insertPrintOrder, insertPrintProduct } from './helpers/print-orders';
import { closeSockets, listeningTestApp, nextEvent, socketClient } from './helpers/sockets';
import type { TestApp } from './helpers/test-app';

const SECRET = 'modon-secret-for-tests';
/** The delivered script's statuses, in the order the courier moves through them. */
const LOOKALIKE_ORDER = [1, 2, 5, 3, 4];
const passwords = new Map([
  ['hawler-print', 'pass-1'],
  ['slemani-print', 'pass-2'],
]);

let shop: TestApp;
let lookalike: RunningWaseetLookalike;
let url: string;
let customer: TestCustomer;
let other: TestCustomer;
let seller: { id: string; token: string };
let modonSeller: { id: string; token: string };
let account: CourierAccountRow;
let modonAccount: CourierAccountRow;
let categoryId: string;
/** The look-alike's clock: each reading moves it 10 s (no window fills) unless a test holds it. */
let lookalikeTime = Date.now();
let lookalikeHeld = false;
const lookalikeNow = () => (lookalikeHeld ? lookalikeTime : (lookalikeTime += 10_000));
const modonAccountId = randomUUID();

const db = () => shop.database.db;
const context = () => trackingContext(shop.app);
const poll = () => pollCouriersOnce(context());

beforeAll(async () => {
  const started = await listeningTestApp(
    { COURIER_POLL_SECONDS: '1' },
    { courierReaderFor: lookalikeReader(passwords) },
  );
  shop = started.shop;
  url = started.url;
  lookalike = await startWaseetLookalike({
    accounts: [...passwords].map(([username, password]) => ({ username, password })),
    rateLimit: { alwaseet: { max: 4, windowMs: 30_000 } },
    now: lookalikeNow,
    webhooks: { modon: { url: `${url}/api/couriers/webhooks/${modonAccountId}`, secret: SECRET } },
  });
  await db().insert(currencyRates).values({ iqdPerUnit: '1310' });
  categoryId = (await insertCategory(db())).id;
  const signedIn = await createSignedInSeller(shop, 'Hawler Print');
  seller = { id: signedIn.sellerId, token: signedIn.token };
  const modonSignedIn = await createSignedInSeller(shop, 'Slemani Print');
  modonSeller = { id: modonSignedIn.sellerId, token: modonSignedIn.token };
  account = await insertCourierAccount(db(), {
    sellerId: seller.id,
    brand: 'alwaseet',
    baseUrl: lookalike.baseUrl('alwaseet'),
    username: 'hawler-print',
  });
  modonAccount = await insertCourierAccount(db(), {
    id: modonAccountId,
    sellerId: modonSeller.id,
    brand: 'modon',
    baseUrl: lookalike.baseUrl('modon'),
    username: 'slemani-print',
    webhookSecretHash: createHash('sha256').update(SECRET).digest('hex'),
  });
  customer = await createCustomer(shop);
  other = await createCustomer(shop);
});

afterAll(async () => {
  closeSockets();
  await lookalike?.close();
  await shop?.close();
});

/** A cash order of one stock product of `sellerId`, handed to the courier of `courier`. */
async function parcelOnItsWay(options: { courier?: CourierAccountRow; sellerId?: string } = {}) {
  const courier = options.courier ?? account;
  const product = await insertProduct(db(), {
    sellerId: options.sellerId ?? seller.id,
    categoryId,
  });
  const orderId = await orderProducts(shop, customer, [product.id]);
  const parcel = await handOverAtLookalike(db(), lookalike, {
    account: courier,
    password: passwords.get(courier.username)!,
    orderId,
    sellerId: options.sellerId ?? seller.id,
  });
  return { orderId, parcel, productId: product.id };
}

const brandOf = (courier: CourierAccountRow) => lookalike.world.brands[courier.brand];

/** Moves the courier's order one step along `script`, then lets the poller ask. */
async function stepAndPoll(courierOrderId: string, script: LookalikeScript, price?: number) {
  brandOf(account).advance(courierOrderId, script, price);
  shop.clock.advance(2_000);
  return poll();
}

const parcelRow = async (id: string) =>
  (await db().select().from(parcels).where(eq(parcels.id, id)))[0]!;
const historyOf = async (id: string) =>
  db()
    .select()
    .from(parcelEvents)
    .where(eq(parcelEvents.parcelId, id))
    .orderBy(asc(parcelEvents.occurredAt), asc(parcelEvents.createdAt));
const partOf = async (orderId: string) =>
  (await db().select().from(sellerOrders).where(eq(sellerOrders.orderId, orderId)))[0]!;

describe('polling the look-alike courier along its scripted paths', () => {
  it('follows 1→2→5→3→4 to delivered: the part is delivered and its cash collected by the courier', async () => {
    const { orderId, parcel } = await parcelOnItsWay();
    for (let step = 0; step < 4; step += 1) {
      await stepAndPoll(parcel.courierOrderId!, 'delivered');
    }
    const events = await historyOf(parcel.id);
    expect(events.map((e) => [e.courierStatusId, e.state, e.source])).toEqual([
      ['2', 'picked_up', 'courier_poll'],
      ['5', 'in_transit', 'courier_poll'],
      ['3', 'out_for_delivery', 'courier_poll'],
      ['4', 'delivered', 'courier_poll'],
    ]);
    expect(events.every((e) => (e.courierStatusText ?? '').length > 0)).toBe(true);
    const row = await parcelRow(parcel.id);
    const part = await partOf(orderId);
    expect(row).toMatchObject({ state: 'delivered', cashCollectedIqd: Number(part.amountIqd) });
    expect(row.cashCollectedAt).not.toBeNull();
    expect(row.needsAttention).toBe(false);
    // The courier's delivered report records the part's cash, so the one-part order is paid.
    expect(part).toMatchObject({ deliveryStatus: 'delivered', cashCollectedBy: 'courier' });
    expect(Number(part.cashCollectedIqd)).toBe(Number(part.amountIqd));
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ deliveryStatus: 'delivered', paymentStatus: 'paid' });
  });

  it('takes postponed and a failed attempt in its stride, then delivered', async () => {
    const { orderId, parcel } = await parcelOnItsWay();
    for (let step = 0; step < 6; step += 1) {
      await stepAndPoll(parcel.courierOrderId!, 'postponed-then-delivered');
    }
    const events = await historyOf(parcel.id);
    expect(events.map((e) => e.state)).toEqual([
      'picked_up',
      'out_for_delivery',
      'delivery_attempt_failed',
      'postponed',
      'out_for_delivery',
      'delivered',
    ]);
    expect((await partOf(orderId)).deliveryStatus).toBe('delivered');
  });

  it('refused and returned: flagged for the print house, the made-to-order job not restocked', async () => {
    const printProduct = await insertPrintProduct(db(), { sellerId: seller.id, categoryId });
    const order = await insertPrintOrder(db(), {
      customerId: customer.id,
      sellerId: seller.id,
      productId: printProduct.id,
      state: 'approved',
    });
    const parcel = await handOverAtLookalike(db(), lookalike, {
      account,
      password: passwords.get(account.username)!,
      orderId: order.orderId,
      sellerId: seller.id,
      cashAmountIqd: 65_500,
    });
    const stockBefore = (
      await db().select().from(products).where(eq(products.id, printProduct.id))
    )[0]!.stock;
    for (let step = 0; step < 5; step += 1) {
      await stepAndPoll(parcel.courierOrderId!, 'refused-returned');
    }
    const row = await parcelRow(parcel.id);
    expect(row).toMatchObject({
      state: 'returned',
      needsAttention: true,
      attentionReason: 'returned',
    });
    expect(row.cashCollectedAt).toBeNull();
    expect((await historyOf(parcel.id)).map((e) => e.courierStatusId)).toEqual([
      '2',
      '3',
      '32',
      '16',
      '17',
    ]);
    const stockAfter = (
      await db().select().from(products).where(eq(products.id, printProduct.id))
    )[0]!.stock;
    expect(stockAfter).toBe(stockBefore);
    // The part waits for a person (send again, or cancel): it is neither delivered nor cancelled.
    expect((await partOf(order.orderId)).deliveryStatus).toBe('on way');
  });

  it('price changed: flagged with the new price kept, which is what the courier then collects', async () => {
    const { parcel } = await parcelOnItsWay();
    await stepAndPoll(parcel.courierOrderId!, 'price-changed');
    await stepAndPoll(parcel.courierOrderId!, 'price-changed', 15_000);
    let row = await parcelRow(parcel.id);
    expect(row).toMatchObject({
      state: 'in_transit',
      courierStatusId: '18',
      courierPriceIqd: 15_000,
      needsAttention: true,
      attentionReason: 'price_changed 15000',
    });
    await stepAndPoll(parcel.courierOrderId!, 'price-changed');
    await stepAndPoll(parcel.courierOrderId!, 'price-changed');
    row = await parcelRow(parcel.id);
    expect(row).toMatchObject({
      state: 'delivered',
      cashCollectedIqd: 15_000,
      courierPriceIqd: 15_000,
    });
  });

  it('cancelled by the courier: the parcel is cancelled and the part ready to hand over again', async () => {
    const { orderId, parcel } = await parcelOnItsWay();
    await stepAndPoll(parcel.courierOrderId!, 'cancelled');
    expect((await parcelRow(parcel.id)).state).toBe('cancelled');
    expect((await partOf(orderId)).deliveryStatus).toBe('preparing');
  });

  it('an unknown status is shown as in transit and flagged with its id and text', async () => {
    const { parcel } = await parcelOnItsWay();
    await stepAndPoll(parcel.courierOrderId!, 'unknown-status');
    await stepAndPoll(parcel.courierOrderId!, 'unknown-status');
    const row = await parcelRow(parcel.id);
    expect(row.state).toBe('in_transit');
    expect(row.needsAttention).toBe(true);
    expect(row.attentionReason).toMatch(/^unknown_status 99\b/);
    expect((await historyOf(parcel.id)).at(-1)).toMatchObject({
      courierStatusId: '99',
      state: 'in_transit',
    });
  });
});

describe('a courier that refuses to answer', () => {
  const pausedUntil = async () =>
    (await db().select().from(courierAccounts).where(eq(courierAccounts.id, account.id)))[0]!;

  it('rate limited: the poller pauses the account until the retry-after, then resumes', async () => {
    const { parcel } = await parcelOnItsWay();
    brandOf(account).advance(parcel.courierOrderId!, 'delivered');
    // Spend the look-alike's window (4 calls in 30 s) so the poll meets its 429.
    lookalikeHeld = true;
    const client = await lookalikeReader(passwords)(account);
    while (true) {
      try {
        await client.ordersByIds([parcel.courierOrderId!]);
      } catch {
        break;
      }
    }
    shop.clock.advance(2_000);
    const summary = await poll();
    expect(summary.paused).toBe(1);
    const paused = await pausedUntil();
    expect(paused.pollPausedUntil!.getTime()).toBeGreaterThan(shop.clock.now().getTime());
    expect(paused.pollFailures).toBe(1);
    expect((await parcelRow(parcel.id)).state).toBe('created');
    // Still paused: nothing is asked.
    expect((await poll()).calls).toBe(0);
    lookalikeHeld = false;
    shop.clock.current = new Date(paused.pollPausedUntil!.getTime() + 1_000);
    await poll();
    expect((await parcelRow(parcel.id)).state).toBe('picked_up');
    expect((await pausedUntil()).pollFailures).toBe(0);
  });

  it('an HTML 403 page pauses the account (doubling), the next round after it reads again', async () => {
    const { parcel } = await parcelOnItsWay();
    brandOf(account).advance(parcel.courierOrderId!, 'delivered');
    brandOf(account).failNext(1, 'html403');
    shop.clock.advance(2_000);
    expect((await poll()).paused).toBe(1);
    const paused = await pausedUntil();
    expect(paused.lastError).toBeTruthy();
    expect(paused.pollPausedUntil!.getTime() - shop.clock.now().getTime()).toBeGreaterThanOrEqual(
      59_000,
    );
    expect((await parcelRow(parcel.id)).state).toBe('created');
    shop.clock.current = new Date(paused.pollPausedUntil!.getTime() + 1_000);
    await poll();
    expect((await parcelRow(parcel.id)).state).toBe('picked_up');
    expect((await pausedUntil()).lastError).toBeNull();
  });

  it('a status for a parcel we do not know changes nothing', async () => {
    const before = await db().select().from(parcelEvents);
    expect(
      await applyCourierStatus(context(), {
        parcelId: randomUUID(),
        source: 'courier_poll',
        statusId: '4',
        statusText: 'تم التسليم',
      }),
    ).toBe('unknown_parcel');
    expect(await db().select().from(parcelEvents)).toHaveLength(before.length);
  });
});

describe('webhooks (Modon)', () => {
  const webhook = (body: object, secret?: string) =>
    shop.app.inject({
      method: 'POST',
      url: `/api/couriers/webhooks/${modonAccount.id}`,
      headers: secret === undefined ? {} : { 'modon-auth-token': secret },
      payload: body,
    });

  it('a wrong or missing secret is refused with 401 and changes nothing', async () => {
    const { parcel } = await parcelOnItsWay({ courier: modonAccount, sellerId: modonSeller.id });
    brandOf(modonAccount).webhooks.misbehave({ drop: 1 });
    brandOf(modonAccount).advance(parcel.courierOrderId!, 'delivered');
    for (const secret of ['wrong', undefined, `${SECRET}x`]) {
      const answer = await webhook({ id: parcel.courierOrderId, status_id: '2' }, secret);
      expect(answer.statusCode).toBe(401);
      expect(answer.json().code).toBe('courier_webhook_refused');
    }
    expect(await historyOf(parcel.id)).toHaveLength(0);
    expect((await parcelRow(parcel.id)).state).toBe('created');
    // The right secret reads the order at the courier and applies what it says.
    expect((await webhook({ id: parcel.courierOrderId }, SECRET)).statusCode).toBe(200);
    expect((await parcelRow(parcel.id)).state).toBe('picked_up');
  });

  it('an order we do not know is answered 200 and changes nothing', async () => {
    const before = await db().select().from(parcelEvents);
    const answer = await webhook(
      { id: '987654321', status_id: '4', delivery_price: '5000' },
      SECRET,
    );
    expect(answer.statusCode).toBe(200);
    expect(await db().select().from(parcelEvents)).toHaveLength(before.length);
  });

  it('duplicate and out-of-order deliveries leave one event per status and the right final state', async () => {
    const { orderId, parcel } = await parcelOnItsWay({
      courier: modonAccount,
      sellerId: modonSeller.id,
    });
    const brand = brandOf(modonAccount);
    brand.webhooks.misbehave({ duplicate: 2, outOfOrder: 1 });
    for (let step = 0; step < 4; step += 1) {
      brand.advance(parcel.courierOrderId!, 'delivered');
      await brand.webhooks.settled();
    }
    await brand.webhooks.settled();
    const events = await historyOf(parcel.id);
    const ids = events.filter((e) => e.note !== 'out_of_order').map((e) => e.courierStatusId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.at(-1)).toBe('4');
    expect(events.every((e) => e.source === 'courier_webhook')).toBe(true);
    expect((await parcelRow(parcel.id)).state).toBe('delivered');
    expect((await partOf(orderId)).deliveryStatus).toBe('delivered');
    const ours = brand.webhooks.deliveries.filter((d) => d.payload.id === parcel.courierOrderId);
    // Four changes, two of them sent twice, one held back behind the next.
    expect(ours).toHaveLength(6);
    const sent = ours.map((d) => Number(d.payload.status_id));
    expect(
      sent.some(
        (id, i) => i > 0 && LOOKALIKE_ORDER.indexOf(id) < LOOKALIKE_ORDER.indexOf(sent[i - 1]!),
      ),
    ).toBe(true);
    expect(ours.every((d) => d.answer === 200)).toBe(true);
  });

  it('the seller sees its webhook address and gets a new secret, shown once; the old one stops working', async () => {
    const read = await shop.app.inject({
      method: 'GET',
      url: '/api/seller/courier-webhook',
      headers: bearer(modonSeller.token),
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      url: `${url}/api/couriers/webhooks/${modonAccount.id}`,
      hasSecret: true,
    });
    const renewed = await shop.app.inject({
      method: 'POST',
      url: '/api/seller/courier-webhook/secret',
      headers: bearer(modonSeller.token),
    });
    expect(renewed.statusCode).toBe(200);
    const { secret } = renewed.json();
    expect(secret).toMatch(/^[\w-]{32}$/);
    expect((await webhook({ id: '1' }, SECRET)).statusCode).toBe(401);
    expect((await webhook({ id: '1' }, secret)).statusCode).toBe(200);
    const again = await shop.app.inject({
      method: 'GET',
      url: '/api/seller/courier-webhook',
      headers: bearer(modonSeller.token),
    });
    expect(JSON.stringify(again.json())).not.toContain(secret);
  });
});

describe('reading the history', () => {
  it('the customer reads its own parcels with their history; another customer gets 404', async () => {
    const { orderId, parcel } = await parcelOnItsWay();
    await stepAndPoll(parcel.courierOrderId!, 'delivered');
    const own = await shop.app.inject({
      method: 'GET',
      url: `/api/home/coustomer/order-parcels/${orderId}`,
      headers: bearer(customer.token),
    });
    expect(own.statusCode).toBe(200);
    const [view] = own.json().parcels;
    expect(view).toMatchObject({
      _id: parcel.id,
      waybill: parcel.waybill,
      state: 'picked_up',
      cashToCollect: formatDinar(parcel.cashAmountIqd),
    });
    expect(view.events).toEqual([
      expect.objectContaining({ state: 'picked_up', courierStatusText: null, note: null }),
    ]);
    const foreign = await shop.app.inject({
      method: 'GET',
      url: `/api/home/coustomer/order-parcels/${orderId}`,
      headers: bearer(other.token),
    });
    expect(foreign.statusCode).toBe(404);
    expect(JSON.stringify(foreign.json())).not.toContain(parcel.waybill!);
  });

  it('the customer reads each move once; the console keeps every courier status', async () => {
    const { orderId, parcel } = await parcelOnItsWay();
    for (const statusId of [2, 5, 22]) {
      brandOf(account).setStatus(parcel.courierOrderId!, statusId);
      shop.clock.advance(2_000);
      await poll();
    }
    const customerView = await shop.app.inject({
      method: 'GET',
      url: `/api/home/coustomer/order-parcels/${orderId}`,
      headers: bearer(customer.token),
    });
    const [view] = customerView.json().parcels;
    expect(view.events.map((e: { state: string }) => e.state)).toEqual(['picked_up', 'in_transit']);
    const consoleView = await shop.app.inject({
      method: 'GET',
      url: `/api/seller/orders/${parcel.sellerOrderId}/parcels`,
      headers: bearer(seller.token),
    });
    const [staffView] = consoleView.json().parcels;
    expect(staffView.events.map((e: { courierStatusId: string }) => e.courierStatusId)).toEqual(
      expect.arrayContaining(['2', '5', '22']),
    );
  });

  it('the console reads the courier texts and attention flags; a look clears the flag, for its own seller only', async () => {
    const { parcel } = await parcelOnItsWay();
    await stepAndPoll(parcel.courierOrderId!, 'unknown-status');
    await stepAndPoll(parcel.courierOrderId!, 'unknown-status');
    const part = parcel.sellerOrderId;
    const own = await shop.app.inject({
      method: 'GET',
      url: `/api/seller/orders/${part}/parcels`,
      headers: bearer(seller.token),
    });
    expect(own.statusCode).toBe(200);
    const [view] = own.json().parcels;
    expect(view.needsAttention).toBe(true);
    expect(view.events.at(-1)).toMatchObject({ courierStatusId: '99' });
    expect(view.events.at(-1).courierStatusText).toBeTruthy();
    const list = await shop.app.inject({
      method: 'GET',
      url: '/api/seller/parcels/attention',
      headers: bearer(seller.token),
    });
    expect(list.json().parcels.map((p: { _id: string }) => p._id)).toContain(parcel.id);
    const othersList = await shop.app.inject({
      method: 'GET',
      url: '/api/seller/parcels/attention',
      headers: bearer(modonSeller.token),
    });
    expect(othersList.json().parcels.map((p: { _id: string }) => p._id)).not.toContain(parcel.id);
    const foreign = await shop.app.inject({
      method: 'POST',
      url: `/api/seller/parcels/${parcel.id}/looked-at`,
      headers: bearer(modonSeller.token),
    });
    expect(foreign.statusCode).toBe(404);
    expect((await parcelRow(parcel.id)).needsAttention).toBe(true);
    const looked = await shop.app.inject({
      method: 'POST',
      url: `/api/seller/parcels/${parcel.id}/looked-at`,
      headers: bearer(seller.token),
    });
    expect(looked.statusCode).toBe(204);
    expect((await parcelRow(parcel.id)).needsAttention).toBe(false);
    expect((await historyOf(parcel.id)).at(-1)).toMatchObject({ source: 'staff' });
  });

  it("a parcel's change reaches the customer's open order page live", async () => {
    const { orderId, parcel } = await parcelOnItsWay();
    const socket = await socketClient(url, customer.token);
    const heard = nextEvent(socket, 'parcel:update');
    await stepAndPoll(parcel.courierOrderId!, 'delivered');
    expect(await heard).toEqual({
      orderId,
      sellerOrderId: parcel.sellerOrderId,
      parcelId: parcel.id,
      state: 'picked_up',
    });
    const stranger = await socketClient(url, other.token);
    const strangerHeard: unknown[] = [];
    stranger.on('parcel:update', (update) => strangerHeard.push(update));
    const heardAgain = nextEvent(socket, 'parcel:update');
    await stepAndPoll(parcel.courierOrderId!, 'delivered');
    await heardAgain;
    expect(strangerHeard).toEqual([]);
  });
});
