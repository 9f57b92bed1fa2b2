/**
 * Messages about orders (modules/notifications) against the file outbox: every order event
 * produces its message to the right person, in their language, by the right template and
 * channel; a messenger that fails never breaks the order move; each event goes once; the flood
 * guard holds. Each test waits for the state it checks (an outbox file, a row, `settled()`).
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@chapkhana/shared/languages';
import { trackingContext } from '../src/app';
import {
  currencyRates,
  customers,
  orderNotices,
  orders,
  parcels,
  sellerOrders,
  staffUsers,
} from '../src/db/schema/index';
import { createFileMessenger } from '../src/messages/file-outbox';
import {
  MessagesUnavailableError,
  type Messenger,
  type OutgoingMessage,
} from '../src/messages/messenger';
import { STOP_LINE } from '../src/messages/stop';
import { NOTICE_TEMPLATES, parameterCount } from '../src/messages/templates';
import { NOTICES_PER_HOUR } from '../src/modules/notifications/service';
import { ltr, ORDER_NOTICE_TEMPLATES } from '../src/modules/notifications/texts';
import { applyCourierStatus } from '../src/modules/parcels/tracking';
import { announceJobChange } from '../src/modules/print/notify';
import { call, createSignedInAdmin, orderProducts } from './helpers/console';
import { createCustomer } from './helpers/customers';
import { insertCategory, insertProductWithColours } from './helpers/fixtures';
import { messagesTo, type OutboxMessageFile } from './helpers/phone-outbox';
import { createSignedInSeller, type SignedInSeller } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/test-app';
import { UNTIL } from './helpers/waiting';

/** The file messenger, or a provider that is down when `down` is set (every send recorded). */
let inner: Messenger | undefined;
let down = false;
const attempts: OutgoingMessage[] = [];
const messenger: Messenger = {
  sendCode: (message) => inner!.sendCode(message),
  send: async (message) => {
    attempts.push(message);
    if (down)
      throw new MessagesUnavailableError([
        { channel: 'whatsapp', kind: 'provider_down', reason: 'answered an HTML page (HTTP 502)' },
      ]);
    return inner!.send(message);
  },
};

let shop: TestApp;
let admin: { token: string };
let seller: SignedInSeller;
let sellerPhone: string;
let productId: string;
const db = () => shop.database.db;

beforeAll(async () => {
  shop = await createTestApp({}, { messenger });
  inner = createFileMessenger({
    outboxDir: path.join(shop.dataDir, 'outbox'),
    log: shop.app.log,
    logCodes: false,
  });
  await db().insert(currencyRates).values({ iqdPerUnit: '1310' });
  admin = await createSignedInAdmin(shop);
  seller = await createSignedInSeller(shop, 'Erbil Print');
  const [staff] = await db()
    .update(staffUsers)
    .set({ language: 'ar' })
    .where(eq(staffUsers.id, seller.staffId))
    .returning();
  sellerPhone = staff!.phone;
  const categoryId = (await insertCategory(db())).id;
  productId = (
    await insertProductWithColours(
      db(),
      { sellerId: seller.sellerId, categoryId },
      [{ enName: 'White', hex: '#ffffff', quantity: 500, properties: [] }],
      { price: '10.00' },
    )
  ).id;
}, 180_000);
afterAll(() => shop?.close());

/** A customer reading the shop in `language` places a cash order; its id and number. */
async function newOrder(language: Language) {
  const customer = await createCustomer(shop, { language });
  const orderId = await orderProducts(shop, customer, [productId]);
  const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
  return { customer, orderId, orderNumber: row!.orderNumber };
}

/** Waits until `phone` has a `kind` message about `orderId` in the outbox (polling the folder). */
async function messageAbout(phone: string, kind: string, orderId: string) {
  const deadline = Date.now() + UNTIL.timeout;
  for (;;) {
    const found = (await messagesTo(shop.dataDir, phone)).filter(
      (m) => m.kind === kind && m.about?.orderId === orderId,
    );
    if (found.length > 0) return found.at(-1)!;
    if (Date.now() > deadline) throw new Error(`No ${kind} message about ${orderId} to ${phone}.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const allAbout = async (phone: string, orderId: string) => {
  await shop.app.orderNotices.settled();
  return (await messagesTo(shop.dataDir, phone)).filter((m) => m.about?.orderId === orderId);
};

/** The seller sent a proof for a (new) print line of the order, as the print routes announce it. */
async function proofSent(customerId: string, orderId: string) {
  const [part] = await db().select().from(sellerOrders).where(eq(sellerOrders.orderId, orderId));
  await announceJobChange(shop.app, {
    customerId,
    sellerId: seller.sellerId,
    orderId,
    sellerOrderId: part!.id,
    orderLineId: randomUUID(),
    state: 'awaiting_approval',
    event: 'proof_uploaded',
    comment: '',
  });
}

/**
 * The order's part is handed to Al-Waseet with `waybill`, as a hand-over leaves it (on its way in
 * a courier parcel); reports the courier's status of it as the tracking poll does.
 */
async function handedToCourier(orderId: string, waybill: string) {
  const [part] = await db().select().from(sellerOrders).where(eq(sellerOrders.orderId, orderId));
  await db()
    .update(sellerOrders)
    .set({ deliveryStatus: 'on way' })
    .where(eq(sellerOrders.id, part!.id));
  await db().update(orders).set({ deliveryStatus: 'on way' }).where(eq(orders.id, orderId));
  const [parcel] = await db()
    .insert(parcels)
    .values({
      sellerOrderId: part!.id,
      orderId,
      sellerId: seller.sellerId,
      carrier: 'alwaseet',
      reference: `CHK-${randomUUID().slice(0, 8)}`,
      courierOrderId: randomUUID().slice(0, 8),
      waybill,
      cashAmountIqd: Number(part!.amountIqd),
      courierStatusId: '1',
      handedOverAt: new Date(),
    })
    .returning();
  const context = trackingContext(shop.app);
  return (statusId: string) =>
    applyCourierStatus(context, {
      parcelId: parcel!.id,
      source: 'courier_poll',
      statusId,
      statusText: statusId,
    });
}

const adminMoves = (orderId: string, delivery_status: string, reason?: string) =>
  call(shop, 'PATCH', `/api/admin/orders/${orderId}`, admin.token, {
    delivery_status,
    ...(reason ? { reason } : {}),
  });

function expectTemplate(message: OutboxMessageFile, kind: keyof typeof ORDER_NOTICE_TEMPLATES) {
  const name = ORDER_NOTICE_TEMPLATES[kind];
  expect(message.template?.name).toBe(name);
  // The parameters fill exactly the registered template's {{n}}.
  const registered = NOTICE_TEMPLATES.find((t) => t.name === name)!;
  expect(message.template?.parameters).toHaveLength(parameterCount(registered.body.ar));
}

describe('messages about orders', () => {
  it('tell the seller of a new order, in the seller’s language, as an important message', async () => {
    const { customer, orderId, orderNumber } = await newOrder('kr');
    const message = await messageAbout(sellerPhone, 'order-new', orderId);
    expect(message).toMatchObject({
      channel: 'whatsapp',
      language: 'ar',
      important: true,
      about: { orderId, customerId: customer.id, sellerId: seller.sellerId },
    });
    expectTemplate(message, 'order-new');
    expect(message.template!.parameters[0]).toBe(`#${orderNumber}`);
    expect(message.text).toContain(`طلب جديد ${ltr(`#${orderNumber}`)}`);
    // The customer is not told of their own order.
    expect(await allAbout(customer.phone, orderId)).toEqual([]);
  });

  it('tell a Kurdish customer the order is confirmed (Sorani text, Arabic template) and delivered', async () => {
    const { customer, orderId, orderNumber } = await newOrder('kr');
    expect((await adminMoves(orderId, 'preparing')).statusCode).toBe(200);
    const confirmed = await messageAbout(customer.phone, 'order-confirmed', orderId);
    expect(confirmed).toMatchObject({ language: 'kr', important: true, channel: 'whatsapp' });
    expect(confirmed.about).toMatchObject({ orderId, customerId: customer.id });
    expect(confirmed.text).toBe(
      `داواکارییەکەت ${ltr(`#${orderNumber}`)} پشتڕاستکرایەوە.\n${STOP_LINE.kr}`,
    );
    expectTemplate(confirmed, 'order-confirmed');

    expect((await adminMoves(orderId, 'delivered', 'وەرگیرا لە دوکان')).statusCode).toBe(200);
    const delivered = await messageAbout(customer.phone, 'order-delivered', orderId);
    expect(delivered.language).toBe('kr');
    expect(delivered.important ?? false).toBe(false);
    expect(delivered.text).toContain('گەیەنرا');
  });

  it('tell an English customer of a cancel with the admin’s reason', async () => {
    const { customer, orderId, orderNumber } = await newOrder('en');
    expect((await adminMoves(orderId, 'cancelled', 'Out of  card\nstock')).statusCode).toBe(200);
    const message = await messageAbout(customer.phone, 'order-cancelled', orderId);
    expect(message.language).toBe('en');
    expect(message.text).toBe(
      `Your order #${orderNumber} was cancelled. Reason: Out of card stock\nReply STOP to stop these messages.`,
    );
    expect(message.template).toEqual({
      name: 'chapkhana_order_cancelled',
      parameters: [`#${orderNumber}`, 'Out of card stock'],
    });
  });

  it('tell an Arabic customer a proof is ready, with the link to the order', async () => {
    const { customer, orderId, orderNumber } = await newOrder('ar');
    await proofSent(customer.id, orderId);
    const message = await messageAbout(customer.phone, 'proof-ready', orderId);
    const link = `http://shop.test/dashboard/order/details/${orderId}`;
    expect(message.language).toBe('ar');
    expect(message.text).toBe(
      `نموذج الطباعة لطلبك ${ltr(`#${orderNumber}`)} جاهز للمراجعة: ${ltr(link)}\n${STOP_LINE.ar}`,
    );
    expect(message.template?.parameters).toEqual([`#${orderNumber}`, link]);
  });

  it('follow the courier: handed over with the waybill, out for delivery (important), delivered', async () => {
    const { customer, orderId, orderNumber } = await newOrder('ar');
    const report = await handedToCourier(orderId, 'AW-778899');

    await report('2');
    const shipped = await messageAbout(customer.phone, 'order-shipped', orderId);
    expect(shipped.text).toBe(
      `طلبك ${ltr(`#${orderNumber}`)} في الطريق مع الوسيط. رقم الشحنة: ${ltr('AW-778899')}\n${STOP_LINE.ar}`,
    );
    expect(shipped.template).toEqual({
      name: 'chapkhana_order_shipped',
      parameters: [`#${orderNumber}`, 'الوسيط', 'AW-778899'],
    });
    expect(shipped.about).toMatchObject({
      orderId,
      customerId: customer.id,
      sellerId: seller.sellerId,
    });

    await report('3');
    const out = await messageAbout(customer.phone, 'order-out-for-delivery', orderId);
    expect(out).toMatchObject({ important: true, language: 'ar' });

    await report('4');
    await messageAbout(customer.phone, 'order-delivered', orderId);
    // Each event once: in transit again after pick-up tells nothing new.
    await report('5');
    const kinds = (await allAbout(customer.phone, orderId)).map((m) => m.kind);
    expect(kinds).toEqual(['order-shipped', 'order-out-for-delivery', 'order-delivered']);
  });

  it('a messenger that is down never breaks the order move', async () => {
    const { customer, orderId } = await newOrder('kr');
    down = true;
    try {
      const moved = await adminMoves(orderId, 'preparing');
      expect(moved.statusCode, moved.body).toBe(200);
      await shop.app.orderNotices.settled();
      expect(
        attempts.some((m) => m.kind === 'order-confirmed' && m.about?.orderId === orderId),
      ).toBe(true);
    } finally {
      down = false;
    }
    const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(row!.deliveryStatus).toBe('preparing');
    expect(await allAbout(customer.phone, orderId)).toEqual([]);
    // No channel took it: its claim is let go, so the same event told again sends it, once.
    const confirmedAgain = () =>
      shop.app.orderNotices.orderMoved({
        orderId,
        delivery_status: 'preparing',
        payment_status: 'unpaid',
      });
    await confirmedAgain();
    await messageAbout(customer.phone, 'order-confirmed', orderId);
    await confirmedAgain();
    expect((await allAbout(customer.phone, orderId)).map((m) => m.kind)).toEqual([
      'order-confirmed',
    ]);
    // The next move is told as usual.
    expect((await adminMoves(orderId, 'cancelled', 'Paper ran out')).statusCode).toBe(200);
    await messageAbout(customer.phone, 'order-cancelled', orderId);
  });
});

describe('the flood guard', () => {
  it(`lets at most ${NOTICES_PER_HOUR} minor messages an hour about one order reach one person; the important ones and the last word always go`, async () => {
    const { customer, orderId } = await newOrder('en');
    const proof = () => proofSent(customer.id, orderId);
    for (let i = 0; i < NOTICES_PER_HOUR + 2; i += 1) await proof();
    const held = await allAbout(customer.phone, orderId);
    expect(held).toHaveLength(NOTICES_PER_HOUR);
    expect(held.every((m) => m.kind === 'proof-ready')).toBe(true);

    // The confirmation is important: the proofs filling the hour do not hold it back (once).
    await Promise.all([
      adminMoves(orderId, 'preparing'),
      shop.app.orderNotices.orderMoved({
        orderId,
        delivery_status: 'preparing',
        payment_status: 'unpaid',
      }),
    ]);
    await messageAbout(customer.phone, 'order-confirmed', orderId);
    expect(await allAbout(customer.phone, orderId)).toHaveLength(NOTICES_PER_HOUR + 1);

    // The cancel still goes (the order's last word), once.
    expect((await adminMoves(orderId, 'cancelled', 'Asked by phone')).statusCode).toBe(200);
    await messageAbout(customer.phone, 'order-cancelled', orderId);
    expect(await allAbout(customer.phone, orderId)).toHaveLength(NOTICES_PER_HOUR + 2);

    // An hour later the window has room again.
    shop.clock.current = new Date(shop.clock.now().getTime() + 61 * 60 * 1000);
    await proof();
    expect(await allAbout(customer.phone, orderId)).toHaveLength(NOTICES_PER_HOUR + 3);
    const claims = await db()
      .select()
      .from(orderNotices)
      .where(and(eq(orderNotices.orderId, orderId), eq(orderNotices.phone, customer.phone)));
    // The cancel's mail has a claim of its own, outside the messages' guard.
    expect(claims.filter((c) => !c.notice.startsWith('mail:'))).toHaveLength(NOTICES_PER_HOUR + 3);
  });
});

describe('mails about orders', () => {
  /** The mails to `to` whose links open `id` (an order or a seller's part), once all are settled. */
  const mailsAbout = async (to: string, id: string) => {
    await shop.app.orderNotices.settled();
    return shop.mailer.sent.filter(
      (m) => m.to === to && (m.links ?? []).some((link) => link.includes(id)),
    );
  };
  const choicesLink = 'http://shop.test/dashboard';

  it('tell the seller of a new order by mail too, in the seller’s language, with the console link', async () => {
    const { orderId, orderNumber } = await newOrder('en');
    await messageAbout(sellerPhone, 'order-new', orderId);
    const [part] = await db().select().from(sellerOrders).where(eq(sellerOrders.orderId, orderId));
    // The seller's mail opens their part of the order in the console.
    const mails = await mailsAbout(seller.email, part!.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`الطلب رقم ${orderNumber}: طلب جديد`);
    expect(mails[0]!.html).toContain('<html lang="ar" dir="rtl">');
    expect(mails[0]!.links).toEqual([`http://shop.test/console/seller/orders/${part!.id}?lng=ar`]);
    // The seller's mail is about their work: no stop line.
    expect(mails[0]!.text).not.toContain(choicesLink);
  });

  it('tell a Kurdish customer with an email of the confirmation, the courier’s waybill and the delivery, in Sorani', async () => {
    const { customer, orderId, orderNumber } = await newOrder('kr');
    expect((await adminMoves(orderId, 'preparing')).statusCode).toBe(200);
    await expect.poll(async () => (await mailsAbout(customer.email, orderId)).length).toBe(1);
    const [confirmed] = await mailsAbout(customer.email, orderId);
    expect(confirmed!.subject).toBe(`داواکاری ژمارە ${orderNumber}: پشتڕاستکرایەوە`);
    expect(confirmed!.html).toContain('<html lang="ckb" dir="rtl">');
    expect(confirmed!.links).toEqual([
      `http://shop.test/dashboard/order/details/${orderId}?lng=kr`,
      `${choicesLink}?lng=kr`,
    ]);
    // How to stop them, in the reader's language, with the dashboard's message choices.
    expect(confirmed!.text).toContain(`ئیمەیڵ بکوژێنەوە: ${choicesLink}?lng=kr`);

    const report = await handedToCourier(orderId, 'AW-112233');
    await report('2');
    await report('4');
    const mails = await mailsAbout(customer.email, orderId);
    expect(mails.map((m) => m.subject)).toEqual([
      `داواکاری ژمارە ${orderNumber}: پشتڕاستکرایەوە`,
      `داواکاری ژمارە ${orderNumber}: لە ڕێگایە`,
      `داواکاری ژمارە ${orderNumber}: گەیەنرا`,
    ]);
    expect(mails[1]!.text).toContain('ئەلوەسیت');
    expect(mails[1]!.text).toContain('AW-112233');
  });

  it('tell an Arabic customer of a cancel by exactly one mail, with the admin’s reason', async () => {
    const { customer, orderId, orderNumber } = await newOrder('ar');
    expect((await adminMoves(orderId, 'cancelled', 'نفد الورق')).statusCode).toBe(200);
    await messageAbout(customer.phone, 'order-cancelled', orderId);
    const mails = await mailsAbout(customer.email, orderId);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`الطلب رقم ${orderNumber}: أُلغي`);
    expect(mails[0]!.text).toContain('السبب:\nنفد الورق');
    expect(mails[0]!.text).toContain(`${choicesLink}?lng=ar`);
  });

  it('send one mail for an event told twice', async () => {
    const { customer, orderId } = await newOrder('en');
    expect((await adminMoves(orderId, 'preparing')).statusCode).toBe(200);
    await shop.app.orderNotices.orderMoved({
      orderId,
      delivery_status: 'preparing',
      payment_status: 'unpaid',
    });
    const mails = await mailsAbout(customer.email, orderId);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/: confirmed$/)]);
  });

  it('send no mail to a customer without an email, and the order moves and messages go as usual', async () => {
    const { customer, orderId } = await newOrder('en');
    await db().update(customers).set({ email: null }).where(eq(customers.id, customer.id));
    const sentBefore = shop.mailer.sent.length;
    expect((await adminMoves(orderId, 'preparing')).statusCode).toBe(200);
    expect((await adminMoves(orderId, 'cancelled', 'Asked by phone')).statusCode).toBe(200);
    await messageAbout(customer.phone, 'order-cancelled', orderId);
    await shop.app.orderNotices.settled();
    expect(
      shop.mailer.sent
        .slice(sentBefore)
        .filter((m) => m.to !== seller.email && (m.links ?? []).some((l) => l.includes(orderId))),
    ).toEqual([]);
  });

  it('send no mail to a customer who turned order mails off, and the messages still go', async () => {
    const { customer, orderId } = await newOrder('en');
    const off = await call(shop, 'PUT', '/api/customer/message-choices', customer.token, {
      whatsapp: true,
      sms: true,
      email: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await adminMoves(orderId, 'preparing')).statusCode).toBe(200);
    await messageAbout(customer.phone, 'order-confirmed', orderId);
    expect(await mailsAbout(customer.email, orderId)).toEqual([]);
  });

  it('leave the proof to the print mail: one mail when a proof is ready', async () => {
    const { customer, orderId } = await newOrder('en');
    await proofSent(customer.id, orderId);
    await messageAbout(customer.phone, 'proof-ready', orderId);
    const mails = await mailsAbout(customer.email, orderId);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/proof is ready$/)]);
  });

  it('a mailer that fails never breaks the order move, and the message still goes', async () => {
    const { customer, orderId } = await newOrder('en');
    const send = shop.mailer.send.bind(shop.mailer);
    shop.mailer.send = () => Promise.reject(new Error('SMTP down'));
    try {
      expect((await adminMoves(orderId, 'preparing')).statusCode).toBe(200);
      await messageAbout(customer.phone, 'order-confirmed', orderId);
      await shop.app.orderNotices.settled();
    } finally {
      shop.mailer.send = send;
    }
    const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(row!.deliveryStatus).toBe('preparing');
  });
});
