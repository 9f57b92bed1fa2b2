import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from '../src/couriers/rate-limiter';
import {
  startWaseetLookalike,
  type RunningWaseetLookalike,
} from '../src/couriers/waseet/lookalike';
import { orders, parcelEvents, parcels, sellerOrders } from '../src/db/schema/index';
import { call, orderProducts, publishWithoutPictures } from './helpers/console';
import { createCustomer, type TestCustomer } from './helpers/customers';
import { insertProduct } from './helpers/fixtures';
import { waitForMessage } from './helpers/phone-outbox';
import { createShopOfTwoSellers, type SignedInSeller } from './helpers/staff';
import type { TestApp } from './helpers/test-app';

const ACCOUNT = { username: 'erbil-print', password: 'pass-1' };

describe('handing a ready part to the courier', () => {
  let shop: TestApp;
  let seller: SignedInSeller;
  let other: SignedInSeller;
  let customer: TestCustomer;
  let lookalike: RunningWaseetLookalike;
  let productId: string;
  let area: string;

  beforeAll(async () => {
    let categoryId: string;
    ({ shop, seller, other, categoryId } = await createShopOfTwoSellers());
    lookalike = await startWaseetLookalike({ accounts: [ACCOUNT] });
    shop.app.courierCalls.limiter = createMemoryRateLimiter({ max: 1_000, windowMs: 30_000 });
    const connected = await call(shop, 'PUT', '/api/seller/courier-account', seller.token, {
      brand: 'alwaseet',
      baseUrl: lookalike.baseUrl('alwaseet'),
      ...ACCOUNT,
    });
    expect(connected.statusCode).toBe(200);
    const product = await insertProduct(
      shop.database.db,
      { sellerId: seller.sellerId, categoryId },
      { stock: 500 },
    );
    await publishWithoutPictures(shop, product.id);
    productId = product.id;
    customer = await createCustomer(shop);
    const baghdad = lookalike.world.brands.alwaseet.cities.find((c) => c.name === 'بغداد')!;
    area = baghdad.regions[3]!.name;
  });
  afterAll(async () => {
    await lookalike.close();
    await shop.close();
  });

  /** A cash order of the customer's to Baghdad, its part moved to "preparing" by the seller. */
  async function readyPart(): Promise<{ partId: string; orderNumber: number; amount: string }> {
    const orderId = await orderProducts(shop, customer, [productId]);
    const db = shop.database.db;
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    await db
      .update(orders)
      .set({
        shippingInfo: {
          ...order!.shippingInfo,
          governorate: 'BGD',
          district: 'الكرادة',
          area,
          address: 'محلة 901، زقاق 12، دار 7',
          landmark: 'جامع الرحمن',
          phone: '+9647701234567',
          phone2: '',
          city: 'Baghdad',
        } as NonNullable<typeof order>['shippingInfo'],
      })
      .where(eq(orders.id, orderId));
    const [part] = await db.select().from(sellerOrders).where(eq(sellerOrders.orderId, orderId));
    const moved = await call(shop, 'PATCH', `/api/seller/orders/${part!.id}`, seller.token, {
      delivery_status: 'preparing',
    });
    expect(moved.statusCode).toBe(200);
    return { partId: part!.id, orderNumber: order!.orderNumber, amount: part!.amountIqd };
  }

  const handOver = (partId: string, token = seller.token, body: object = {}) =>
    call(shop, 'POST', `/api/seller/orders/${partId}/handover`, token, body);

  it('creates one parcel with the right fields at the courier, shows the waybill and moves the part on its way', async () => {
    const { partId, orderNumber, amount } = await readyPart();
    const preview = await call(shop, 'GET', `/api/seller/orders/${partId}/handover`, seller.token);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ blockedBy: null, parcel: null, courierProblem: null });
    expect(preview.json().city.name).toBe('بغداد');
    expect(preview.json().regionId).not.toBeNull();

    const response = await handOver(partId);
    expect(response.statusCode).toBe(200);
    const { parcel } = response.json();
    expect(parcel).toMatchObject({
      carrier: 'alwaseet',
      reference: `CHK-${orderNumber}-1`,
      state: 'created',
      handoverError: null,
    });
    expect(parcel.waybill).toBeTruthy();
    expect(parcel.labelUrl).toBe(`/api/seller/parcels/${parcel._id}/label`);
    // The customer hears of it, with the courier and the waybill (modules/notifications).
    const shipped = await waitForMessage(shop.dataDir, customer.phone, { kind: 'order-shipped' });
    expect(shipped.template).toEqual({
      name: 'chapkhana_order_shipped',
      parameters: [`#${orderNumber}`, 'الوسيط', parcel.waybill],
    });

    const sent = lookalike.world.brands.alwaseet.allOrders();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      client_name: 'Aso',
      client_mobile: '+9647701234567',
      city_name: 'بغداد',
      region_name: area,
      price: Math.round(Number(amount)),
      items_number: 1,
      qr_id: parcel.waybill,
    });
    expect(sent[0]!.location).toContain('جامع الرحمن');
    expect(sent[0]!.merchant_notes).toContain(`CHK-${orderNumber}-1`);

    const [part] = await shop.database.db
      .select()
      .from(sellerOrders)
      .where(eq(sellerOrders.id, partId));
    expect(part!.deliveryStatus).toBe('on way');

    const label = await call(shop, 'GET', parcel.labelUrl, seller.token);
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toMatch(/application\/pdf/);
    expect(label.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call(shop, 'GET', parcel.labelUrl, other.token)).statusCode).toBe(404);

    const again = await handOver(partId);
    expect(again.statusCode).toBe(409);
    expect(lookalike.world.brands.alwaseet.allOrders()).toHaveLength(1);
  });

  it('makes one parcel of parallel clicks', async () => {
    const { partId } = await readyPart();
    const before = lookalike.world.brands.alwaseet.allOrders().length;
    const answers = await Promise.all([handOver(partId), handOver(partId), handOver(partId)]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(2);
    expect(lookalike.world.brands.alwaseet.allOrders()).toHaveLength(before + 1);
    const rows = await shop.database.db
      .select()
      .from(parcels)
      .where(eq(parcels.sellerOrderId, partId));
    expect(rows).toHaveLength(1);
  });

  it('finds the parcel again when the answer to the create is lost: no second parcel', async () => {
    const { partId } = await readyPart();
    const before = lookalike.world.brands.alwaseet.allOrders().length;
    lookalike.world.brands.alwaseet.failNext(1, 'drop-create-answer');
    const response = await handOver(partId);
    expect(response.statusCode).toBe(200);
    expect(response.json().parcel.waybill).toBeTruthy();
    expect(lookalike.world.brands.alwaseet.allOrders()).toHaveLength(before + 1);
  });

  it('answers a firewall page clearly, writes nothing half, and the retry works', async () => {
    const { partId } = await readyPart();
    const before = lookalike.world.brands.alwaseet.allOrders().length;
    lookalike.world.brands.alwaseet.failNext(2, 'html403');
    const failed = await handOver(partId);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().code).toBe('courier_unavailable');
    const [row] = await shop.database.db
      .select()
      .from(parcels)
      .where(eq(parcels.sellerOrderId, partId));
    expect(row).toMatchObject({ courierOrderId: null, waybill: null, handoverClaimedBy: null });
    const [part] = await shop.database.db
      .select()
      .from(sellerOrders)
      .where(eq(sellerOrders.id, partId));
    expect(part!.deliveryStatus).toBe('preparing');

    const retried = await handOver(partId);
    expect(retried.statusCode).toBe(200);
    expect(lookalike.world.brands.alwaseet.allOrders()).toHaveLength(before + 1);
  });

  it("keeps the courier's own words on a refusal, and the part ready", async () => {
    const { partId } = await readyPart();
    const refused = await handOver(partId, seller.token, { regionId: 'no-such-area' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('courier_region_unknown');
    expect(
      (await shop.database.db.select().from(parcels).where(eq(parcels.sellerOrderId, partId)))
        .length,
    ).toBe(0);
  });

  it("answers another seller's part as missing", async () => {
    const { partId } = await readyPart();
    expect((await handOver(partId, other.token)).statusCode).toBe(404);
    expect(
      (await call(shop, 'GET', `/api/seller/orders/${partId}/handover`, other.token)).statusCode,
    ).toBe(404);
    expect(
      (
        await call(shop, 'POST', `/api/seller/orders/${partId}/own-delivery`, other.token, {
          reason: 'x',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('delivers by hand: a reason at every step, each in the history with who, delivered through the lifecycle', async () => {
    const { partId } = await readyPart();
    const noReason = await call(
      shop,
      'POST',
      `/api/seller/orders/${partId}/own-delivery`,
      seller.token,
      {
        reason: ' ',
      },
    );
    expect(noReason.statusCode).toBe(400);
    const started = await call(
      shop,
      'POST',
      `/api/seller/orders/${partId}/own-delivery`,
      seller.token,
      {
        reason: 'Our driver goes to Karrada today',
      },
    );
    expect(started.statusCode).toBe(200);
    const id = started.json().parcel._id as string;
    expect(started.json().parcel.carrier).toBe('own');
    const move = (state: string, reason: string, token = seller.token) =>
      call(shop, 'POST', `/api/seller/parcels/${id}/moves`, token, { state, reason });
    expect((await move('delivered', 'too early')).statusCode).toBe(409);
    expect((await move('picked_up', 'Ali took it', other.token)).statusCode).toBe(404);
    expect((await move('picked_up', 'Ali took it')).statusCode).toBe(200);
    expect((await move('out_for_delivery', 'On the road')).statusCode).toBe(200);
    expect((await move('postponed', 'Customer asked for tomorrow')).statusCode).toBe(200);
    expect((await move('out_for_delivery', 'Second try')).statusCode).toBe(200);
    const done = await move('delivered', 'Handed to Aso');
    expect(done.statusCode).toBe(200);
    expect(done.json().parcel.state).toBe('delivered');
    const events = await shop.database.db
      .select()
      .from(parcelEvents)
      .where(eq(parcelEvents.parcelId, id));
    expect(events.map((e) => e.state)).toEqual([
      'created',
      'picked_up',
      'out_for_delivery',
      'postponed',
      'out_for_delivery',
      'delivered',
    ]);
    expect(events.every((e) => e.note && e.actorId === seller.staffId)).toBe(true);
    const [part] = await shop.database.db
      .select()
      .from(sellerOrders)
      .where(eq(sellerOrders.id, partId));
    expect(part!.deliveryStatus).toBe('delivered');
  });

  it('without a courier the status buttons work as before and the hand-over says to connect one', async () => {
    const disconnected = await call(shop, 'DELETE', '/api/seller/courier-account', seller.token);
    expect(disconnected.statusCode).toBe(200);
    const { partId } = await readyPart();
    const preview = await call(shop, 'GET', `/api/seller/orders/${partId}/handover`, seller.token);
    expect(preview.json().courier).toBeNull();
    const refused = await handOver(partId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('courier_not_connected');
    const onWay = await call(shop, 'PATCH', `/api/seller/orders/${partId}`, seller.token, {
      delivery_status: 'on way',
    });
    expect(onWay.statusCode).toBe(200);
  });
});
