/**
 * The messenger against the look-alike WhatsApp Graph API and OTPIQ (MESSAGES_LOOKALIKE): codes
 * by WhatsApp, every way WhatsApp fails falling back to SMS with the same code, delivery reports
 * (signed, forged, repeated, out of order), the verify handshake, and notices. Each waits for the
 * state it checks.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessagesUnavailableError } from '../../src/messages/messenger';
import type { GraphRecordedMessage } from '../../src/messages/lookalike/graph';
import type { OtpiqRecordedSms } from '../../src/messages/lookalike/otpiq';
import { withStopLine } from '../../src/messages/stop';
import { LOOKALIKE_WHATSAPP } from '../../src/config/config';
import { call, createSignedInAdmin } from '../helpers/console';
import { createSignedInSeller } from '../helpers/staff';
import { messageRowsTo, phoneNumbers } from '../helpers/message-lookalikes';
import { createTestApp, type TestApp } from '../helpers/test-app';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({
    MESSAGES_LOOKALIKE: 'true',
    MESSAGES_TIMEOUT_MS: '500',
    MESSAGES_DELIVERY_WAIT_MS: '1500',
  });
  // Migrating a fresh database is slow on a busy machine.
}, 180_000);
afterAll(async () => {
  await shop?.close();
});

/** A fresh Iraqi mobile number per test, ending in `suffix` (the look-alikes' scripts). */
const phoneEnding = phoneNumbers('+96477', 100);
const rowsTo = (phone: string) => messageRowsTo(shop.database.db, phone);

async function control<T>(method: 'GET' | 'POST', url: string, payload?: unknown): Promise<T> {
  const response = await shop.app.inject({
    method,
    url: `/lookalike/messages${url}`,
    payload: payload as object,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}
const graphMessages = async (phone: string) =>
  (
    await control<{ messages: GraphRecordedMessage[] }>('GET', '/graph/__control/messages')
  ).messages.filter((m) => `+${m.to}` === phone);
const smsTo = async (phone: string) =>
  (await control<{ sms: OtpiqRecordedSms[] }>('GET', '/otpiq/__control/messages')).sms.filter(
    (m) => `+${m.phoneNumber}` === phone,
  );
/** Every webhook the look-alikes posted so far, answered. */
const graphDeliveries = async () =>
  (
    await control<{ deliveries: { body: unknown; answer: number | string }[] }>(
      'GET',
      '/graph/__control/deliveries',
    )
  ).deliveries;
const otpiqDeliveries = async () =>
  (
    await control<{ deliveries: { body: unknown; answer: number | string }[] }>(
      'GET',
      '/otpiq/__control/deliveries',
    )
  ).deliveries;

describe('sign-in codes', () => {
  it('go by WhatsApp’s authentication template (Arabic for a Kurdish reader) and follow its statuses to read', async () => {
    const phone = phoneEnding('4567');
    const sent = await shop.app.messenger.sendCode({ phone, code: '482913', language: 'kr' });
    expect(sent.channel).toBe('whatsapp');
    const [recorded] = await graphMessages(phone);
    expect(recorded).toMatchObject({
      code: '482913',
      template: { name: 'chapkhana_login_code', language: 'ar', parameters: ['482913'] },
    });
    await expect.poll(async () => (await rowsTo(phone))[0]?.state).toBe('read');
    const [row] = await rowsTo(phone);
    expect(row).toMatchObject({
      id: sent.id,
      channel: 'whatsapp',
      kind: 'sign-in-code',
      important: true,
    });
    expect(row!.providerMessageId).toBe(recorded!.id);
    expect(row!.deliveredAt).not.toBeNull();
    expect(row!.fallbackSealed).toBeNull();
    // The code is never stored.
    expect(JSON.stringify(await rowsTo(phone))).not.toContain('482913');
    expect(row!.text).toContain('******');
    expect(await smsTo(phone)).toEqual([]);
  });

  for (const [suffix, kind, reason] of [
    ['0001', 'not_reachable', /131026/],
    ['0005', 'rate_limited', /130429/],
    ['0006', 'provider_down', /no answer within 500 ms/],
    ['0007', 'provider_down', /HTML page \(HTTP 502\)/],
  ] as const) {
    it(`fall back to SMS with the same code when WhatsApp answers …${suffix} (${kind})`, async () => {
      const phone = phoneEnding(suffix);
      const sent = await shop.app.messenger.sendCode({ phone, code: '731020', language: 'kr' });
      expect(sent.channel).toBe('sms');
      const [whatsapp, sms] = await rowsTo(phone);
      expect(whatsapp).toMatchObject({ channel: 'whatsapp', state: 'failed', failureKind: kind });
      expect(whatsapp!.failureReason).toMatch(reason);
      expect(sms).toMatchObject({ id: sent.id, channel: 'sms', fallbackOf: whatsapp!.id });
      const [text] = await smsTo(phone);
      // Our own Sorani text with the same code, from our registered sender id.
      expect(text).toMatchObject({ smsType: 'custom', senderId: 'Chapkhana' });
      expect(text!.text).toContain('کۆدی چوونەژوورەوەی چاپخانە: 731020');
      // OTPIQ's report, with this message's secret, moves the SMS to delivered.
      await expect.poll(async () => (await rowsTo(phone))[1]?.state).toBe('delivered');
    });
  }

  it('go by SMS too when WhatsApp accepts and then reports failed (131026)', async () => {
    const phone = phoneEnding('0002');
    const sent = await shop.app.messenger.sendCode({ phone, code: '550011', language: 'ar' });
    expect(sent.channel).toBe('whatsapp');
    await expect
      .poll(async () => (await rowsTo(phone)).map((r) => `${r.channel}:${r.state}`))
      .toEqual(['whatsapp:failed', 'sms:delivered']);
    const [whatsapp, sms] = await rowsTo(phone);
    expect(whatsapp!.failureReason).toMatch(/131026/);
    expect(whatsapp!.fallbackSealed).toBeNull();
    expect(sms!.fallbackOf).toBe(whatsapp!.id);
    const texts = await smsTo(phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toContain('550011');
  });

  it('go by SMS too when WhatsApp accepts and never reports a delivery', async () => {
    const phone = phoneEnding('0003');
    await shop.app.messenger.sendCode({ phone, code: '909090', language: 'en' });
    // The wait is over on the shop's clock: the fallback sweeper sends the SMS.
    shop.clock.advance(1500);
    await expect.poll(async () => (await smsTo(phone)).length, { timeout: 10_000 }).toBe(1);
    expect((await smsTo(phone))[0]!.text).toContain('Your Chapkhana sign-in code: 909090');
    const [whatsapp, sms] = await rowsTo(phone);
    expect(whatsapp).toMatchObject({ channel: 'whatsapp', state: 'sent', fallbackSealed: null });
    expect(sms).toMatchObject({ channel: 'sms', fallbackOf: whatsapp!.id });
  });

  it('take read without delivered, and asked for SMS, go by SMS first', async () => {
    const reader = phoneEnding('0004');
    await shop.app.messenger.sendCode({ phone: reader, code: '123123', language: 'en' });
    await expect.poll(async () => (await rowsTo(reader))[0]?.state).toBe('read');
    expect((await rowsTo(reader))[0]!.deliveredAt).toBeNull();

    const asker = phoneEnding('4444');
    const sent = await shop.app.messenger.sendCode({
      phone: asker,
      code: '321321',
      language: 'ar',
      channel: 'sms',
    });
    expect(sent.channel).toBe('sms');
    expect(await graphMessages(asker)).toEqual([]);
    expect((await smsTo(asker))[0]!.text).toContain('رمز الدخول إلى چاپخانە: 321321');
  });

  it('reject with MessagesUnavailableError when neither channel takes the code', async () => {
    const phone = phoneEnding('0001');
    await control('POST', '/otpiq/__control/reports', { noCredit: 1 });
    const sending = shop.app.messenger.sendCode({ phone, code: '111222', language: 'kr' });
    await expect(sending).rejects.toBeInstanceOf(MessagesUnavailableError);
    await expect(sending).rejects.toMatchObject({
      failures: [
        expect.objectContaining({ channel: 'whatsapp', kind: 'not_reachable' }),
        expect.objectContaining({
          channel: 'sms',
          kind: 'configuration',
          reason: expect.stringMatching(/402/),
        }),
      ],
    });
    expect((await rowsTo(phone)).map((r) => r.state)).toEqual(['failed', 'failed']);
  });
});

/** A call to our WhatsApp webhook with `body`, signed with `secret` (unsigned without one). */
const postWebhook = (body: string, secret?: string) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/webhooks/whatsapp',
    headers: {
      'content-type': 'application/json',
      ...(secret
        ? {
            'x-hub-signature-256': `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
          }
        : {}),
    },
    payload: body,
  });

describe('WhatsApp delivery webhooks', () => {
  it('answer the verify handshake with the challenge for our token only', async () => {
    const right = await control<{ status: number; body: string; challenge: string }>(
      'POST',
      '/graph/__control/verify',
      {
        verifyToken: LOOKALIKE_WHATSAPP.verifyToken,
      },
    );
    expect(right.status).toBe(200);
    expect(right.body).toBe(right.challenge);
    const wrong = await control<{ status: number; body: string }>(
      'POST',
      '/graph/__control/verify',
      {
        verifyToken: 'not-ours',
      },
    );
    expect(wrong.status).toBe(403);
    expect(JSON.parse(wrong.body)).toMatchObject({ code: 'message_webhook_verify_refused' });
  });

  it('ignore a badly signed call: nothing changes', async () => {
    await control('POST', '/graph/__control/webhooks', { badSignature: 1 });
    const phone = phoneEnding('5678');
    await shop.app.messenger.send({
      phone,
      language: 'en',
      kind: 'order-confirmed',
      template: { name: 'chapkhana_order_confirmed', parameters: ['CH-10042'] },
      text: 'Your order CH-10042 is confirmed.',
    });
    const [recorded] = await graphMessages(phone);
    const mine = (await graphDeliveries()).filter((d) =>
      JSON.stringify(d.body).includes(recorded!.id),
    );
    expect(mine.map((d) => d.answer)).toEqual([401, 401, 401]);
    expect((await rowsTo(phone))[0]!.state).toBe('sent');

    // Forged by hand too: the right shape, a signature of another secret.
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          changes: [
            { field: 'messages', value: { statuses: [{ id: recorded!.id, status: 'read' }] } },
          ],
        },
      ],
    });
    const forged = await postWebhook(body, 'guessed');
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: 'message_webhook_refused' });
    const unsigned = await postWebhook(body);
    expect(unsigned.statusCode).toBe(401);
    expect((await rowsTo(phone))[0]!.state).toBe('sent');

    // Signed with the app secret over the very bytes, it is taken.
    const signedCall = await postWebhook(body, LOOKALIKE_WHATSAPP.appSecret);
    expect(signedCall.statusCode).toBe(200);
    expect((await rowsTo(phone))[0]!.state).toBe('read');
  });

  it('answer 503 to a recent report about a message not stored yet, so Meta sends it again', async () => {
    const about = (id: string, secondsAgo: number) =>
      JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [
          {
            changes: [
              {
                field: 'messages',
                value: {
                  statuses: [
                    {
                      id,
                      status: 'delivered',
                      timestamp: String(Math.floor(shop.clock.now().getTime() / 1000) - secondsAgo),
                    },
                  ],
                },
              },
            ],
          },
        ],
      });
    // Meta posts right after its answer to the send, which the shop may not have stored yet.
    const early = await postWebhook(about('wamid.not-stored-yet', 2), LOOKALIKE_WHATSAPP.appSecret);
    expect(early.statusCode).toBe(503);
    expect(early.json()).toMatchObject({ code: 'message_report_early' });
    // An hour old, it is about a message that is not ours: taken and skipped, never asked again.
    const stale = await postWebhook(about('wamid.not-ours', 3600), LOOKALIKE_WHATSAPP.appSecret);
    expect(stale.statusCode).toBe(200);
  });

  it('refuse a signed body that would set an object prototype, as every JSON body is', async () => {
    const body = '{"object":"whatsapp_business_account","__proto__":{"polluted":true},"entry":[]}';
    const call = await postWebhook(body, LOOKALIKE_WHATSAPP.appSecret);
    expect(call.statusCode).toBe(400);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('never move a state backwards on repeated or out-of-order statuses', async () => {
    await control('POST', '/graph/__control/webhooks', { duplicate: 1, outOfOrder: 1 });
    const phone = phoneEnding('6789');
    await shop.app.messenger.sendCode({ phone, code: '246810', language: 'en' });
    const [recorded] = await graphMessages(phone);
    const mine = (await graphDeliveries()).filter((d) =>
      JSON.stringify(d.body).includes(recorded!.id),
    );
    // read, read, delivered, delivered, sent, sent: all taken (200), the late ones changing nothing.
    // A report that came before the send's answer was stored was answered 503 and posted again.
    expect(mine.every((d) => d.answer === 200 || d.answer === 503)).toBe(true);
    expect(
      mine
        .filter((d) => d.answer === 200)
        .map(
          (d) =>
            (d.body as { entry: { changes: { value: { statuses: { status: string }[] } }[] }[] })
              .entry[0]!.changes[0]!.value.statuses[0]!.status,
        ),
    ).toEqual(['read', 'read', 'delivered', 'delivered', 'sent', 'sent']);
    const [row] = await rowsTo(phone);
    expect(row!.state).toBe('read');
    expect(await smsTo(phone)).toEqual([]);
  });
});

describe('OTPIQ delivery reports', () => {
  it('are taken only with the message’s own secret', async () => {
    await control('POST', '/otpiq/__control/reports', { wrongSecret: 1 });
    const phone = phoneEnding('7777');
    const sent = await shop.app.messenger.sendCode({
      phone,
      code: '135790',
      language: 'kr',
      channel: 'sms',
    });
    const [sms] = await smsTo(phone);
    const mine = (await otpiqDeliveries()).filter((d) =>
      JSON.stringify(d.body).includes(sms!.smsId),
    );
    expect(mine.map((d) => d.answer)).toEqual([401]);
    const [row] = await rowsTo(phone);
    expect(row).toMatchObject({ id: sent.id, state: 'sent' });
  });

  it('record a failure with its reason, and a report that never ends leaves the SMS sent', async () => {
    const failing = phoneEnding('0011');
    await shop.app.messenger.sendCode({
      phone: failing,
      code: '101010',
      language: 'ar',
      channel: 'sms',
    });
    await expect.poll(async () => (await rowsTo(failing))[0]?.state).toBe('failed');
    expect((await rowsTo(failing))[0]!.failureReason).toBe('Number is not reachable');

    const pending = phoneEnding('0012');
    await shop.app.messenger.sendCode({
      phone: pending,
      code: '202020',
      language: 'ar',
      channel: 'sms',
    });
    await otpiqDeliveries();
    const [sms] = await smsTo(pending);
    expect(sms!.status).toBe('sent');
    expect((await rowsTo(pending))[0]!.state).toBe('sent');
  });
});

describe('notices', () => {
  const notice = (phone: string, language: 'kr' | 'ar' | 'en', important = false) =>
    shop.app.messenger.send({
      phone,
      language,
      kind: 'order-shipped',
      template: { name: 'chapkhana_order_shipped', parameters: ['CH-10042', 'الوسيط', '12345678'] },
      text:
        language === 'kr'
          ? 'داواکارییەکەت CH-10042 لەگەڵ الوسيط لە ڕێگایە. ژمارەی بارنامە: 12345678'
          : 'Order CH-10042 is on its way with الوسيط. Tracking: 12345678',
      important,
      about: {},
    });

  it('go as the Arabic template to a Kurdish reader, or as Sorani text inside the 24-hour window', async () => {
    const phone = phoneEnding('8888');
    await notice(phone, 'kr');
    await control('POST', '/graph/__control/inbound', { from: phone });
    await expect.poll(async () => (await graphDeliveries()).length).toBeGreaterThan(0);
    await notice(phone, 'kr');
    const [template, text] = await graphMessages(phone);
    expect(template).toMatchObject({
      type: 'template',
      template: {
        name: 'chapkhana_order_shipped',
        language: 'ar',
        parameters: ['CH-10042', 'الوسيط', '12345678'],
      },
    });
    // The template's own body, with the stop line every customer message ends with.
    expect(template!.text).toBe(
      withStopLine('طلبك CH-10042 في الطريق مع الوسيط. رقم الشحنة: 12345678', 'ar'),
    );
    expect(text).toMatchObject({ type: 'text' });
    expect(text!.text).toContain('داواکارییەکەت CH-10042');
    const rows = await rowsTo(phone);
    expect(rows.map((r) => r.template)).toEqual(['chapkhana_order_shipped', null]);
  });

  it('that matter go by SMS when WhatsApp fails; the others are not sent', async () => {
    const important = phoneEnding('0002');
    await notice(important, 'en', true);
    await expect.poll(async () => (await smsTo(important)).length).toBe(1);
    expect((await smsTo(important))[0]!.text).toContain('Tracking: 12345678');

    const minor = phoneEnding('0001');
    await expect(notice(minor, 'en')).rejects.toBeInstanceOf(MessagesUnavailableError);
    expect(await smsTo(minor)).toEqual([]);
    expect((await rowsTo(minor)).map((r) => `${r.channel}:${r.state}`)).toEqual([
      'whatsapp:failed',
    ]);
  });
});

describe('the console outbox', () => {
  it('shows an admin every message and a seller only its own, with state and failure reason', async () => {
    const admin = await createSignedInAdmin(shop);
    const seller = await createSignedInSeller(shop, 'Erbil Print');
    const other = await createSignedInSeller(shop, 'Duhok Print');
    const mine = phoneEnding('0001');
    const theirs = phoneEnding('9999');
    const noticeFor = (phone: string, sellerId: string) =>
      shop.app.messenger.send({
        phone,
        language: 'kr',
        kind: 'order-new',
        template: { name: 'chapkhana_order_new', parameters: ['CH-10042', '25,000 IQD'] },
        text: 'داواکاریی نوێ CH-10042',
        important: true,
        about: { sellerId },
      });
    await noticeFor(mine, seller.sellerId);
    await noticeFor(theirs, other.sellerId);

    const sellerPage = await call(shop, 'GET', '/api/seller/messages', seller.token);
    expect(sellerPage.statusCode).toBe(200);
    const items = sellerPage.json().items as {
      phone: string;
      channel: string;
      state: string;
      failureReason: string | null;
      fallbackOf: string | null;
    }[];
    expect(new Set(items.map((item) => item.phone))).toEqual(new Set([mine]));
    const whatsapp = items.find((item) => item.channel === 'whatsapp');
    expect(whatsapp).toMatchObject({
      state: 'failed',
      failureReason: expect.stringMatching(/131026/),
    });
    expect(items.find((item) => item.channel === 'sms')?.fallbackOf).not.toBeNull();

    const adminPage = await call(
      shop,
      'GET',
      `/api/admin/messages?search=${theirs.slice(-7)}&perPage=5`,
      admin.token,
    );
    expect(adminPage.statusCode).toBe(200);
    expect(adminPage.json().items.map((item: { phone: string }) => item.phone)).toEqual([theirs]);
    const failedOnly = await call(
      shop,
      'GET',
      '/api/admin/messages?state=failed&channel=whatsapp',
      admin.token,
    );
    expect(
      failedOnly
        .json()
        .items.every(
          (item: { state: string; channel: string }) =>
            item.state === 'failed' && item.channel === 'whatsapp',
        ),
    ).toBe(true);

    expect((await call(shop, 'GET', '/api/admin/messages', seller.token)).statusCode).toBe(403);
    expect((await call(shop, 'GET', '/api/seller/messages', undefined)).statusCode).toBe(401);
    const wrong = await call(shop, 'GET', '/api/admin/messages?state=lost', admin.token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: expect.any(String), error: expect.any(String) });
  });
});
