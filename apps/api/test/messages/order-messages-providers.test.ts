/**
 * Messages about orders through the look-alike WhatsApp Graph API and OTPIQ (MESSAGES_LOOKALIKE):
 * the registered template in Arabic for a Kurdish reader, with parameters the look-alike checks
 * against the template; an important message by SMS when the number has no WhatsApp; a minor one
 * that no channel takes leaves the order move standing. Each waits for the state it checks.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@chapkhana/shared/languages';
import { currencyRates, messages, orders } from '../../src/db/schema/index';
import { STOP_LINE } from '../../src/messages/stop';
import { call, createSignedInAdmin, orderProducts } from '../helpers/console';
import { createCustomer } from '../helpers/customers';
import { insertCategory, insertProductWithColours } from '../helpers/fixtures';
import { createSignedInSeller } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { lookalikeRecords, phoneNumbers } from '../helpers/message-lookalikes';

let shop: TestApp;
let admin: { token: string };
let productId: string;
const db = () => shop.database.db;

beforeAll(async () => {
  shop = await createTestApp({
    MESSAGES_LOOKALIKE: 'true',
    MESSAGES_TIMEOUT_MS: '500',
    MESSAGES_DELIVERY_WAIT_MS: '1500',
  });
  await db().insert(currencyRates).values({ iqdPerUnit: '1310' });
  admin = await createSignedInAdmin(shop);
  const seller = await createSignedInSeller(shop, 'Erbil Print');
  const categoryId = (await insertCategory(db())).id;
  productId = (
    await insertProductWithColours(
      db(),
      { sellerId: seller.sellerId, categoryId },
      [{ enName: 'White', hex: '#ffffff', quantity: 100, properties: [] }],
      { price: '10.00' },
    )
  ).id;
}, 180_000);
afterAll(() => shop?.close());

/** A fresh Iraqi mobile number ending in `suffix` (the look-alikes' scripts). */
const phoneEnding = phoneNumbers('+96477', 300);
const { graphMessages, smsTo } = lookalikeRecords(() => shop.app);
const rowsAbout = (orderId: string, kind: string) =>
  db()
    .select()
    .from(messages)
    .where(and(eq(messages.orderId, orderId), eq(messages.kind, kind)))
    .orderBy(asc(messages.createdAt));

async function orderBy(phone: string, language: Language) {
  const customer = await createCustomer(shop, { phone, language });
  const orderId = await orderProducts(shop, customer, [productId]);
  const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
  return { customer, orderId, orderNumber: row!.orderNumber };
}
const adminMoves = (orderId: string, delivery_status: string, reason?: string) =>
  call(shop, 'PATCH', `/api/admin/orders/${orderId}`, admin.token, {
    delivery_status,
    ...(reason ? { reason } : {}),
  });

describe('order messages through the providers', () => {
  it('reach a Kurdish reader as the Arabic template WhatsApp knows, about the order', async () => {
    const phone = phoneEnding('8888');
    const { customer, orderId, orderNumber } = await orderBy(phone, 'kr');
    expect((await adminMoves(orderId, 'preparing')).statusCode).toBe(200);
    await expect.poll(async () => (await graphMessages(phone)).length).toBe(1);
    const [sent] = await graphMessages(phone);
    expect(sent).toMatchObject({
      type: 'template',
      template: {
        name: 'chapkhana_order_confirmed',
        language: 'ar',
        parameters: [`#${orderNumber}`],
      },
    });
    expect(sent!.text).toBe(`تم تأكيد طلبك #${orderNumber}.\n${STOP_LINE.ar}`);
    const [row] = await rowsAbout(orderId, 'order-confirmed');
    expect(row).toMatchObject({
      channel: 'whatsapp',
      language: 'kr',
      important: true,
      customerId: customer.id,
      template: 'chapkhana_order_confirmed',
    });
  });

  it('go by SMS when the number has no WhatsApp, for the ones that matter; a minor one is given up and the move stands', async () => {
    const phone = phoneEnding('0001');
    const { orderId, orderNumber } = await orderBy(phone, 'en');
    expect((await adminMoves(orderId, 'preparing')).statusCode).toBe(200);
    await expect.poll(async () => (await smsTo(phone)).length).toBe(1);
    expect((await smsTo(phone))[0]!.text).toBe(
      `Your order #${orderNumber} is confirmed.\nReply STOP to stop these messages.`,
    );
    await expect
      .poll(async () => (await rowsAbout(orderId, 'order-confirmed')).map((r) => r.channel))
      .toEqual(['whatsapp', 'sms']);

    const delivered = await adminMoves(orderId, 'delivered', 'Picked up at the shop');
    expect(delivered.statusCode, delivered.body).toBe(200);
    await expect
      .poll(async () =>
        (await rowsAbout(orderId, 'order-delivered')).map((r) => `${r.channel}:${r.state}`),
      )
      .toEqual(['whatsapp:failed']);
    await shop.app.orderNotices.settled();
    expect(await smsTo(phone)).toHaveLength(1);
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(order!.deliveryStatus).toBe('delivered');
  });
});
