import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { messagesTo, waitForCode } from '../helpers/phone-outbox';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
}, 180_000);
afterAll(async () => {
  await shop?.close();
});

describe('app.messenger with no provider configured', () => {
  it('writes codes into DATA_DIR/outbox, where the test helper reads them', async () => {
    const sent = await shop.app.messenger.sendCode({
      phone: '+9647701234567',
      code: '604211',
      language: 'ar',
    });
    expect(sent.channel).toBe('file');
    expect(await waitForCode(shop.dataDir, '0770 123 4567')).toBe('604211');
    const [message] = await messagesTo(shop.dataDir, '+9647701234567');
    expect(message).toMatchObject({ id: sent.id, channel: 'whatsapp', language: 'ar' });
    expect(message!.text).toContain('604211');
  });
});
