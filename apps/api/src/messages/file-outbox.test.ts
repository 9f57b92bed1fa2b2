import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { latestCodeSentTo, messagesTo, waitForCode } from '../../test/helpers/phone-outbox';
import { createFileMessenger } from './file-outbox';
import { MessagesUnavailableError } from './messenger';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

async function messenger(logCodes: boolean) {
  dir = await mkdtemp(path.join(tmpdir(), 'chapkhana-messages-'));
  const info = vi.fn();
  return {
    info,
    messenger: createFileMessenger({
      outboxDir: path.join(dir, 'outbox'),
      log: { info } as never,
      logCodes,
    }),
  };
}

describe('the file messenger (no provider configured)', () => {
  it('writes a sign-in code as a JSON file beside the mails, in the reader’s language', async () => {
    const { messenger: files, info } = await messenger(false);
    const sent = await files.sendCode({ phone: '+9647701234567', code: '482913', language: 'kr' });
    expect(sent.channel).toBe('file');
    const names = await readdir(path.join(dir!, 'outbox'));
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/\.message\.json$/);
    const written = JSON.parse(await readFile(path.join(dir!, 'outbox', names[0]!), 'utf8'));
    expect(written).toMatchObject({
      id: sent.id,
      to: '+9647701234567',
      channel: 'whatsapp',
      language: 'kr',
      kind: 'sign-in-code',
      code: '482913',
    });
    expect(written.text).toContain('کۆدی چوونەژوورەوەی چاپخانە: 482913');
    // One UCS-2 SMS part.
    expect(written.text.length).toBeLessThanOrEqual(70);
    // Outside development the log has neither the code nor the whole number.
    const logged = JSON.stringify(info.mock.calls);
    expect(logged).not.toContain('482913');
    expect(logged).not.toContain('9647701234567');
    expect(logged).toContain('+96477*****567');
  });

  it('logs the code in development only, with the phone masked', async () => {
    const { messenger: files, info } = await messenger(true);
    await files.sendCode({
      phone: '+9647501112233',
      code: '105577',
      language: 'ar',
      channel: 'sms',
    });
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ code: '105577', to: '+96475*****233', channel: 'sms' }),
      expect.stringContaining('outbox'),
    );
    expect(JSON.stringify(info.mock.calls)).not.toContain('9647501112233');
  });

  it('writes notices with their template, links and text, and the helpers read the newest code', async () => {
    const { messenger: files } = await messenger(false);
    await files.sendCode({ phone: '+9647701234567', code: '111111', language: 'en' });
    await files.send({
      phone: '+9647701234567',
      language: 'ar',
      kind: 'order-shipped',
      template: { name: 'chapkhana_order_shipped', parameters: ['CH-10042', 'الوسيط', '12345678'] },
      text: 'طلبك CH-10042 في الطريق مع الوسيط',
      important: true,
      about: { orderId: 'o-1', customerId: 'c-1' },
    });
    await files.sendCode({ phone: '+9647701234567', code: '222222', language: 'en' });
    await files.sendCode({ phone: '+9647509998877', code: '333333', language: 'en' });

    // Any spelling of the number is the same number.
    expect(await latestCodeSentTo(dir!, '0770 123 4567')).toBe('222222');
    expect(await latestCodeSentTo(dir!, '+9647801112233')).toBeUndefined();
    const messages = await messagesTo(dir!, '+9647701234567');
    expect(messages.map((m) => m.kind)).toEqual(['sign-in-code', 'order-shipped', 'sign-in-code']);
    expect(messages[1]).toMatchObject({
      template: { name: 'chapkhana_order_shipped', parameters: ['CH-10042', 'الوسيط', '12345678'] },
      important: true,
      about: { orderId: 'o-1', customerId: 'c-1' },
    });
    expect(await waitForCode(dir!, '07701234567', { skip: 1 })).toBe('222222');
  });

  it('rejects with MessagesUnavailableError when the outbox cannot be written', async () => {
    const { messenger: files } = await messenger(false);
    // The outbox "folder" is a file: nothing can be written into it.
    await writeFile(path.join(dir!, 'outbox'), 'not a folder');
    const sending = files.sendCode({ phone: '+9647701234567', code: '482913', language: 'en' });
    await expect(sending).rejects.toBeInstanceOf(MessagesUnavailableError);
    await expect(sending).rejects.toMatchObject({
      failures: [expect.objectContaining({ channel: 'file', kind: 'storage' })],
    });
  });
});
