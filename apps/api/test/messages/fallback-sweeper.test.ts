/**
 * The SMS fallback of a silent WhatsApp message lives in its row (`fallback_due_at`), not in a
 * timer of the copy that sent it: a restart loses nothing, another copy sends it, and two copies
 * sweeping at once send one SMS. A delivery report clears it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { OtpiqRecordedSms } from '../../src/messages/lookalike/otpiq';
import type { ProviderMessenger } from '../../src/messages/provider-messenger';
import { messageRowsTo, phoneNumbers } from '../helpers/message-lookalikes';
import { createTestApp, TestClock, type TestApp } from '../helpers/test-app';

const WAIT_MS = 1500;

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({
    MESSAGES_LOOKALIKE: 'true',
    MESSAGES_TIMEOUT_MS: '500',
    MESSAGES_DELIVERY_WAIT_MS: String(WAIT_MS),
  });
}, 180_000);
afterAll(async () => {
  await shop?.close();
});

type Copy = Awaited<ReturnType<typeof buildApp>>;
/** Another copy of the API on the same database and secrets, with its own clock. */
const copyAt = (clock: TestClock) =>
  buildApp({ config: shop.config, database: shop.database, clock });

const phoneEnding = phoneNumbers('+96479', 500);
const rowsTo = (phone: string) => messageRowsTo(shop.database.db, phone);

const smsTo = async (copy: Copy, phone: string) => {
  const response = await copy.inject({
    method: 'GET',
    url: '/lookalike/messages/otpiq/__control/messages',
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { sms: OtpiqRecordedSms[] }).sms.filter(
    (m) => `+${m.phoneNumber}` === phone,
  );
};

const messengerOf = (copy: Copy) => copy.messenger as ProviderMessenger;

describe('the SMS fallback of a silent WhatsApp message', () => {
  it('is sent after a restart by the new copy, once', async () => {
    const phone = phoneEnding('0003');
    const before = new TestClock(shop.clock.now());
    const first = await copyAt(before);
    const sent = await first.messenger.sendCode({ phone, code: '640213', language: 'en' });
    expect(sent.channel).toBe('whatsapp');
    const [waiting] = await rowsTo(phone);
    expect(waiting!.fallbackDueAt?.getTime()).toBe(before.now().getTime() + WAIT_MS);
    // The copy that sent it goes away before the wait is over (a restart, a crash).
    await first.close();

    const after = new TestClock(new Date(before.now().getTime() + WAIT_MS + 1));
    const second = await copyAt(after);
    try {
      await expect.poll(async () => (await smsTo(second, phone)).length).toBe(1);
      expect((await smsTo(second, phone))[0]!.text).toContain('640213');
      const [whatsapp, sms] = await rowsTo(phone);
      expect(whatsapp).toMatchObject({ state: 'sent', fallbackSealed: null, fallbackDueAt: null });
      expect(sms).toMatchObject({ channel: 'sms', fallbackOf: whatsapp!.id });
      // Later sweeps find nothing more to send.
      expect(await messengerOf(second).sweepFallbacks()).toBe(0);
      expect(await rowsTo(phone)).toHaveLength(2);
    } finally {
      await second.close();
    }
  });

  it('goes once when two copies sweep at the same time', async () => {
    const phone = phoneEnding('0003');
    const start = shop.clock.now();
    const copies = await Promise.all([copyAt(new TestClock(start)), copyAt(new TestClock(start))]);
    try {
      await copies[0].messenger.sendCode({ phone, code: '771155', language: 'ar' });
      for (const copy of copies) (copy.clock as TestClock).advance(WAIT_MS + 1);
      // Their own sweepers may be looking too: whoever takes it, one SMS goes.
      const swept = await Promise.all(copies.map((copy) => messengerOf(copy).sweepFallbacks()));
      expect(swept.reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(1);
      await expect.poll(async () => (await rowsTo(phone)).length).toBe(2);
      const texts = [...(await smsTo(copies[0], phone)), ...(await smsTo(copies[1], phone))];
      expect(texts).toHaveLength(1);
      expect((await rowsTo(phone)).map((r) => r.channel)).toEqual(['whatsapp', 'sms']);
    } finally {
      await Promise.all(copies.map((copy) => copy.close()));
    }
  });

  it('is not sent once WhatsApp reports the message delivered', async () => {
    const phone = phoneEnding('0004');
    const clock = new TestClock(shop.clock.now());
    const copy = await copyAt(clock);
    try {
      await copy.messenger.sendCode({ phone, code: '382910', language: 'kr' });
      await expect.poll(async () => (await rowsTo(phone))[0]?.state).toBe('read');
      expect((await rowsTo(phone))[0]).toMatchObject({ fallbackSealed: null, fallbackDueAt: null });
      clock.advance(WAIT_MS + 1);
      expect(await messengerOf(copy).sweepFallbacks()).toBe(0);
      expect(await smsTo(copy, phone)).toEqual([]);
    } finally {
      await copy.close();
    }
  });
});
