import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMailer } from './mailer';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the outbox mailer (no SMTP_URL)', () => {
  it('writes each message as an RFC 822 .eml file and logs its links', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'chapkhana-outbox-'));
    const info = vi.fn();
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Chapkhana <no-reply@chapkhana.local>',
      outboxDir: path.join(dir, 'outbox'),
      log: { info } as never,
    });
    await mailer.send({
      to: 'reader@example.com',
      subject: 'بەستەری پشتڕاستکردنەوە',
      text: 'Open http://shop.test/register?token=abc',
      html: '<p>Open</p>',
      links: ['http://shop.test/register?token=abc'],
    });
    const files = await readdir(path.join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(path.join(dir, 'outbox', files[0]!), 'utf8');
    expect(eml).toMatch(/^From: Chapkhana <no-reply@chapkhana\.local>$/m);
    expect(eml).toMatch(/^To: reader@example\.com$/m);
    expect(eml).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(eml).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(eml).toContain('http://shop.test/register?token=abc');
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ links: ['http://shop.test/register?token=abc'] }),
      expect.stringContaining('outbox'),
    );
  });
});
