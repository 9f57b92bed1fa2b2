/**
 * A customer's message choices (issue 37, "Each customer chooses channels in the dashboard; every
 * message has a way to stop them"), against the look-alike WhatsApp Graph API and OTPIQ: the
 * signed-in customer reads and changes their own; order messages honour them (WhatsApp off: SMS
 * for the important ones only; SMS off: no fallback; both off: nothing) while the seller still
 * hears of the order; every customer message ends with the stop line; a stop word written to the
 * shop's WhatsApp, through a correctly signed webhook only, turns both channels off. Each test
 * waits for the state it checks.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@chapkhana/shared/languages';
import { LOOKALIKE_WHATSAPP } from '../../src/config/config';
import { currencyRates, customers, messages, orders } from '../../src/db/schema/index';
import {
  isStopWord,
  STOP_CONFIRMATION_KIND,
  STOP_LINE,
  stopConfirmationText,
} from '../../src/messages/stop';
import { call, createSignedInAdmin, orderProducts } from '../helpers/console';
import { createCustomer, type TestCustomer } from '../helpers/customers';
import { insertCategory, insertProductWithColours } from '../helpers/fixtures';
import { createSignedInSeller } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { lookalikeRecords, phoneNumbers } from '../helpers/message-lookalikes';

let shop: TestApp;
let admin: { token: string };
let sellerId: string;
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
  const seller = await createSignedInSeller(shop, 'Sulaymaniyah Print');
  sellerId = seller.sellerId;
  const categoryId = (await insertCategory(db())).id;
  productId = (
    await insertProductWithColours(
      db(),
      { sellerId, categoryId },
      [{ enName: 'White', hex: '#ffffff', quantity: 100, properties: [] }],
      { price: '10.00' },
    )
  ).id;
}, 180_000);
afterAll(() => shop?.close());

/** A fresh Iraqi mobile number ending in `suffix` (the look-alikes' scripts). */
const phoneEnding = phoneNumbers('+96478', 500);
const { graphMessages, smsTo } = lookalikeRecords(() => shop.app);
const rowsAbout = (orderId: string, kind: string) =>
  db()
    .select()
    .from(messages)
    .where(and(eq(messages.orderId, orderId), eq(messages.kind, kind)))
    .orderBy(asc(messages.createdAt));

const choicesOf = (customer: TestCustomer) =>
  call(shop, 'GET', '/api/customer/message-choices', customer.token);
const choose = (customer: TestCustomer, body: object) =>
  call(shop, 'PUT', '/api/customer/message-choices', customer.token, body);

async function orderBy(customer: TestCustomer) {
  const orderId = await orderProducts(shop, customer, [productId]);
  const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
  return { orderId, orderNumber: row!.orderNumber };
}
const adminMoves = async (orderId: string, delivery_status: string, reason?: string) => {
  const response = await call(shop, 'PATCH', `/api/admin/orders/${orderId}`, admin.token, {
    delivery_status,
    ...(reason ? { reason } : {}),
  });
  // The order moves whatever the customer chose to hear.
  expect(response.statusCode, response.body).toBe(200);
};

/** A WhatsApp webhook call saying `from` wrote `text`, signed with `secret` over the bytes. */
function inbound(from: string, text: string, secret: string = LOOKALIKE_WHATSAPP.appSecret) {
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'waba',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              messages: [
                {
                  from,
                  id: `wamid.${randomUUID()}`,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: 'text',
                  text: { body: text },
                },
              ],
            },
          },
        ],
      },
    ],
  });
  return shop.app.inject({
    method: 'POST',
    url: '/api/webhooks/whatsapp',
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
    },
    payload: body,
  });
}
const storedChoices = async (customerId: string) => {
  const [row] = await db()
    .select({ whatsapp: customers.whatsappMessages, sms: customers.smsMessages })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row;
};

const newCustomer = (phone: string, language: Language = 'en') =>
  createCustomer(shop, { phone, language });

describe('message choices: the customer’s own', () => {
  it('start with both channels on, and change only the signed-in customer’s', async () => {
    const mine = await newCustomer(phoneEnding('8801'));
    const theirs = await newCustomer(phoneEnding('8802'));
    const before = await choicesOf(mine);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({ choices: { whatsapp: true, sms: true, email: true } });

    const saved = await choose(mine, { whatsapp: false, sms: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ choices: { whatsapp: false, sms: true, email: true } });
    expect((await choicesOf(mine)).json()).toEqual({
      choices: { whatsapp: false, sms: true, email: true },
    });
    // Nothing in the call can name another account: the other customer is untouched.
    expect((await choicesOf(theirs)).json()).toEqual({
      choices: { whatsapp: true, sms: true, email: true },
    });
    expect(await storedChoices(theirs.id)).toEqual({ whatsapp: true, sms: true });
  });

  it('refuse a caller without a session, and bad input, with coded answers', async () => {
    const customer = await newCustomer(phoneEnding('8803'));
    for (const method of ['GET', 'PUT'] as const) {
      const response = await call(shop, method, '/api/customer/message-choices', undefined, {
        whatsapp: false,
        sms: false,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'sign_in_first' });
    }
    for (const body of [
      {},
      { whatsapp: 'no', sms: true },
      { whatsapp: 0, sms: 1 },
      { whatsapp: true },
      { whatsapp: true, sms: true, customerId: customer.id },
      { whatsapp: true, sms: true, email: 'off' },
      [true, true],
    ]) {
      const response = await choose(customer, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_input' });
    }
    expect(await storedChoices(customer.id)).toEqual({ whatsapp: true, sms: true });
  });
});

describe('message choices: order mails', () => {
  it('turn mail off and on apart from WhatsApp and SMS; a choice without mail keeps it', async () => {
    const customer = await newCustomer(phoneEnding('8804'));
    const off = await choose(customer, { whatsapp: true, sms: true, email: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ choices: { whatsapp: true, sms: true, email: false } });
    // A page saved before the mail switch existed sends no `email`: it stays as it is.
    const older = await choose(customer, { whatsapp: false, sms: true });
    expect(older.json()).toEqual({ choices: { whatsapp: false, sms: true, email: false } });
    const on = await choose(customer, { whatsapp: false, sms: true, email: true });
    expect(on.json()).toEqual({ choices: { whatsapp: false, sms: true, email: true } });
  });
});

describe('order messages honour the choices', () => {
  it('WhatsApp off: the important ones by SMS only, the rest not at all; the stop line ends them', async () => {
    const phone = phoneEnding('8811');
    const customer = await newCustomer(phone, 'ar');
    expect((await choose(customer, { whatsapp: false, sms: true })).statusCode).toBe(200);
    const { orderId, orderNumber } = await orderBy(customer);

    await adminMoves(orderId, 'preparing');
    await expect
      .poll(async () => (await rowsAbout(orderId, 'order-confirmed')).map((r) => r.channel))
      .toEqual(['sms']);
    await expect.poll(async () => (await smsTo(phone)).length).toBe(1);
    const [sms] = await smsTo(phone);
    expect(sms!.text.endsWith(`\n${STOP_LINE.ar}`)).toBe(true);
    expect(sms!.text).toContain(`${orderNumber}`);

    await adminMoves(orderId, 'delivered', 'Picked up');
    await shop.app.orderNotices.settled();
    expect(await rowsAbout(orderId, 'order-delivered')).toEqual([]);
    expect(await graphMessages(phone)).toEqual([]);
    expect(await smsTo(phone)).toHaveLength(1);
  });

  it('SMS off: WhatsApp only, with no SMS when WhatsApp cannot take it', async () => {
    const phone = phoneEnding('0001'); // The look-alike: not a WhatsApp user.
    const customer = await newCustomer(phone);
    expect((await choose(customer, { whatsapp: true, sms: false })).statusCode).toBe(200);
    const { orderId } = await orderBy(customer);
    await adminMoves(orderId, 'preparing');
    await expect
      .poll(async () =>
        (await rowsAbout(orderId, 'order-confirmed')).map((r) => `${r.channel}:${r.state}`),
      )
      .toEqual(['whatsapp:failed']);
    await shop.app.orderNotices.settled();
    expect(await smsTo(phone)).toEqual([]);
  });

  it('both off: nothing to the customer, while the seller still hears of the order', async () => {
    const phone = phoneEnding('8812');
    const customer = await newCustomer(phone, 'kr');
    expect((await choose(customer, { whatsapp: false, sms: false })).statusCode).toBe(200);
    const { orderId } = await orderBy(customer);
    await expect
      .poll(async () => (await rowsAbout(orderId, 'order-new')).map((r) => r.sellerId))
      .toEqual([sellerId]);
    const [toSeller] = await rowsAbout(orderId, 'order-new');
    expect(toSeller!.text).not.toContain(STOP_LINE.ar);

    await adminMoves(orderId, 'preparing');
    await adminMoves(orderId, 'cancelled', 'Out of stock');
    await shop.app.orderNotices.settled();
    const toCustomer = await db()
      .select()
      .from(messages)
      .where(and(eq(messages.orderId, orderId), eq(messages.phone, phone)));
    expect(toCustomer).toEqual([]);
    expect(await graphMessages(phone)).toEqual([]);
    expect(await smsTo(phone)).toEqual([]);
  });

  it('both on: a Kurdish customer’s text ends with the Sorani stop line', async () => {
    const phone = phoneEnding('8813');
    const customer = await newCustomer(phone, 'kr');
    const { orderId } = await orderBy(customer);
    await adminMoves(orderId, 'preparing');
    await expect.poll(async () => (await graphMessages(phone)).length).toBe(1);
    const [row] = await rowsAbout(orderId, 'order-confirmed');
    expect(row!.text.endsWith(`\n${STOP_LINE.kr}`)).toBe(true);
    // The template WhatsApp renders ends with the Arabic stop line.
    const [sent] = await graphMessages(phone);
    expect(sent!.text.endsWith(`\n${STOP_LINE.ar}`)).toBe(true);
  });
});

describe('a stop word written to the shop’s WhatsApp', () => {
  it('knows the words in English, Arabic and Sorani however they are typed, and nothing else', () => {
    for (const word of ['STOP', ' stop ', 'Stop.', 'توقف', 'إيقاف', 'ايقاف', 'ڕاگرتن', 'راگرتن']) {
      expect(isStopWord(word), word).toBe(true);
    }
    expect(isStopWord('وەستان')).toBe(true);
    expect(isStopWord('S T O P')).toBe(true);
    for (const word of ['stop by tomorrow', 'where is my order', 'توقف الطلب ٢', '', '1']) {
      expect(isStopWord(word), word).toBe(false);
    }
  });

  it('turns both channels off, through a correctly signed webhook only', async () => {
    const phone = phoneEnding('8821');
    const customer = await newCustomer(phone, 'ar');
    const from = phone.slice(1); // WhatsApp writes numbers without the plus.

    const forged = await inbound(from, 'STOP', 'guessed-secret');
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: 'message_webhook_refused' });
    expect(await storedChoices(customer.id)).toEqual({ whatsapp: true, sms: true });

    const chat = await inbound(from, 'Can you stop by tomorrow?');
    expect(chat.statusCode).toBe(200);
    expect(await storedChoices(customer.id)).toEqual({ whatsapp: true, sms: true });

    const stop = await inbound(from, ' إيقاف ');
    expect(stop.statusCode, stop.body).toBe(200);
    expect(await storedChoices(customer.id)).toEqual({ whatsapp: false, sms: false });
    expect((await choicesOf(customer)).json()).toEqual({
      // Mail is not a WhatsApp channel: the stop word leaves it on.
      choices: { whatsapp: false, sms: false, email: true },
    });

    // From then on the customer hears nothing about orders by WhatsApp or SMS.
    const { orderId } = await orderBy(customer);
    await adminMoves(orderId, 'preparing');
    await shop.app.orderNotices.settled();
    expect(await rowsAbout(orderId, 'order-confirmed')).toEqual([]);

    // They may turn a channel back on in the dashboard.
    expect((await choose(customer, { whatsapp: true, sms: true })).statusCode).toBe(200);
    expect(await storedChoices(customer.id)).toEqual({ whatsapp: true, sms: true });
  });

  it('in Sorani, typed on an Arabic keyboard, stops that customer only', async () => {
    const phone = phoneEnding('8822');
    const customer = await newCustomer(phone, 'kr');
    const other = await newCustomer(phoneEnding('8823'), 'kr');
    expect((await inbound(phone.slice(1), 'راگرتن')).statusCode).toBe(200);
    expect(await storedChoices(customer.id)).toEqual({ whatsapp: false, sms: false });
    expect(await storedChoices(other.id)).toEqual({ whatsapp: true, sms: true });
    // A stop word from a phone with no account changes nothing and is answered like any other.
    expect((await inbound(phoneEnding('8824').slice(1), 'STOP')).statusCode).toBe(200);
  });
  /** `phone` writes `text` to the look-alike WhatsApp, which posts its signed webhook to us. */
  const wrote = async (phone: string, text: string) => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/lookalike/messages/graph/__control/inbound',
      payload: { from: phone, text },
    });
    expect(response.statusCode, response.body).toBe(200);
    return { statusCode: 200 };
  };
  const confirmations = async (phone: string) =>
    (await graphMessages(phone)).filter((m) => m.type === 'text');
  const confirmationRows = (phone: string) =>
    db()
      .select()
      .from(messages)
      .where(and(eq(messages.phone, phone), eq(messages.kind, STOP_CONFIRMATION_KIND)));

  it('is confirmed once by WhatsApp text in the customer’s language, never by SMS', async () => {
    const dashboard = `${shop.app.config.publicUrl}/dashboard`;
    for (const [language, suffix] of [
      ['kr', '8831'],
      ['ar', '8832'],
      ['en', '8833'],
    ] as const) {
      const phone = phoneEnding(suffix);
      const customer = await newCustomer(phone, language);
      expect((await wrote(phone, 'STOP')).statusCode).toBe(200);
      expect(await storedChoices(customer.id)).toEqual({ whatsapp: false, sms: false });
      await expect.poll(async () => (await confirmations(phone)).length).toBe(1);
      const [sent] = await confirmations(phone);
      expect(sent!.text).toBe(stopConfirmationText(language, shop.app.config.publicUrl));
      expect(sent!.text).toContain(dashboard);
      expect(sent!.text.endsWith(STOP_LINE[language])).toBe(false);
      await expect
        .poll(async () => (await confirmationRows(phone))[0]?.providerMessageId)
        .toBeTruthy();
      expect((await confirmationRows(phone))[0]).toMatchObject({
        channel: 'whatsapp',
        template: null,
        language,
        customerId: customer.id,
      });
      expect(await smsTo(phone)).toEqual([]);
    }
    expect(stopConfirmationText('kr', 'https://x')).toMatch(/[ەێۆڕ]/u);
    expect(stopConfirmationText('ar', 'https://x')).toMatch(/الرسائل/u);
  });

  it('is confirmed once a day however often it is written, and to a customer only', async () => {
    const phone = phoneEnding('8834');
    const customer = await newCustomer(phone, 'ar');
    const answers = await Promise.all([wrote(phone, 'STOP'), wrote(phone, 'توقف')]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    await expect
      .poll(async () => (await confirmationRows(phone))[0]?.providerMessageId)
      .toBeTruthy();
    // Turned back on and stopped again the same day: the stop holds, with no second confirmation.
    expect((await choose(customer, { whatsapp: true, sms: true })).statusCode).toBe(200);
    for (const word of ['STOP', 'stop', 'إيقاف']) {
      expect((await wrote(phone, word)).statusCode).toBe(200);
    }
    expect(await storedChoices(customer.id)).toEqual({ whatsapp: false, sms: false });
    expect(await confirmationRows(phone)).toHaveLength(1);
    expect(await confirmations(phone)).toHaveLength(1);

    // No customer behind the phone, or a forged call: nothing is sent.
    const stranger = phoneEnding('8835');
    expect((await wrote(stranger, 'STOP')).statusCode).toBe(200);
    const other = phoneEnding('8836');
    await newCustomer(other, 'en');
    expect((await inbound(other.slice(1), 'STOP', 'guessed-secret')).statusCode).toBe(401);
    // A later stop that is confirmed shows the earlier calls started nothing.
    const later = phoneEnding('8837');
    await newCustomer(later, 'en');
    expect((await wrote(later, 'STOP')).statusCode).toBe(200);
    await expect.poll(async () => (await confirmations(later)).length).toBe(1);
    expect(await graphMessages(stranger)).toEqual([]);
    expect(await confirmationRows(stranger)).toEqual([]);
    expect(await graphMessages(other)).toEqual([]);
    expect(await confirmationRows(other)).toEqual([]);
  });
});
