/**
 * The log of the messages: while phone codes and order messages go, fail over to SMS (a refused
 * WhatsApp, a `failed` status) and fall back after a silent WhatsApp, with every request and
 * provider call logged at trace level, no line holds a code or a whole phone number
 * (phone-codes reference: "Never put the code in logs; mask the phone").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OtpiqRecordedSms } from '../../src/messages/lookalike/otpiq';
import type { OutgoingMessage } from '../../src/messages/messenger';
import { messageRowsTo, phoneNumbers } from '../helpers/message-lookalikes';
import { createTestApp, type TestApp } from '../helpers/test-app';

const WAIT_MS = 1500;
/** Every line the app's logger wrote. */
const lines: string[] = [];

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp(
    {
      MESSAGES_LOOKALIKE: 'true',
      MESSAGES_TIMEOUT_MS: '500',
      MESSAGES_DELIVERY_WAIT_MS: String(WAIT_MS),
    },
    { logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } } },
  );
}, 180_000);
afterAll(async () => {
  await shop?.close();
});

const phoneEnding = phoneNumbers('+96475', 300);

const smsTo = async (phone: string) => {
  const response = await shop.app.inject({
    method: 'GET',
    url: '/lookalike/messages/otpiq/__control/messages',
  });
  return (response.json() as { sms: OtpiqRecordedSms[] }).sms.filter(
    (m) => `+${m.phoneNumber}` === phone,
  );
};

/** The ways a whole phone number could be written: E.164, without the plus, the local 07… form. */
const writtenForms = (phone: string) => [phone, phone.slice(1), `0${phone.slice(4)}`];

describe('the log of phone codes and order messages', () => {
  it('never holds a code or a whole phone number, through fail-over and fallback', async () => {
    const codes: string[] = [];
    const phones: string[] = [];

    // Codes asked for through the API: WhatsApp refuses (0001), or fails later (0002).
    for (const suffix of ['0001', '0002']) {
      const phone = phoneEnding(suffix);
      phones.push(phone);
      const answer = await shop.app.inject({
        method: 'POST',
        url: '/api/auth/phone-code',
        payload: { phone, purpose: 'sign-in' },
        remoteAddress: `10.9.0.${phones.length}`,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      await expect.poll(async () => (await smsTo(phone)).length).toBe(1);
      const code = /\d{6}/.exec((await smsTo(phone))[0]!.text)?.[0];
      expect(code).toBeDefined();
      codes.push(code!);
    }

    // Important order messages: refused (0001), failed later (0002), silent past the wait (0003).
    const outForDelivery: Omit<OutgoingMessage, 'phone'> = {
      kind: 'order-out-for-delivery',
      important: true,
      language: 'ar',
      text: 'طلبك CH-10077 مع المندوب اليوم.',
      template: { name: 'chapkhana_order_out_for_delivery', parameters: ['CH-10077'] },
    };
    for (const suffix of ['0001', '0002', '0003']) {
      const phone = phoneEnding(suffix);
      phones.push(phone);
      await shop.app.messenger.send({ ...outForDelivery, phone });
    }
    shop.clock.advance(WAIT_MS + 1);
    for (const phone of phones.slice(2))
      await expect.poll(async () => (await smsTo(phone)).length).toBe(1);
    // Each fallback's row is written (its log line after it).
    for (const phone of phones)
      await expect
        .poll(async () => (await messageRowsTo(shop.database.db, phone)).at(-1)?.providerMessageId)
        .toBeTruthy();

    const logged = lines.join('');
    expect(logged).toContain('a channel did not take the message');
    expect(logged).toContain('WhatsApp did not deliver: sent by SMS');
    for (const code of codes) expect(logged).not.toContain(code);
    for (const phone of phones)
      for (const form of writtenForms(phone)) expect(logged).not.toContain(form);
    // Masked, a phone is still told apart (its last digits).
    expect(logged).toContain(phones[0]!.slice(-3));
  });
});
