import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliDecompress, gunzip, gzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { UNTIL } from '../../test/helpers/waiting';
import { SentText, takesGzip, type Encoding } from './compression';

describe('SentText', () => {
  const page = `<!doctype html><p>${'چاپخانە — مطبعة '.repeat(2000)}</p>`;
  const bodyAs = async (sent: SentText, encoding: Encoding, gzipToo?: boolean) =>
    (await sent.encodedFor(encoding, gzipToo)).body;

  it('compresses a page quickly for its first reader, and once more, smaller, when it is read again', async () => {
    const sent = new SentText(() => Buffer.from(page));
    const first = await sent.encodedFor('br');
    expect(first.encoding).toBe('br');
    // The second reader still gets the quick form while the smaller one is made.
    expect(await bodyAs(sent, 'br')).toBe(first.body);
    await vi.waitFor(
      async () => expect((await bodyAs(sent, 'br')).length).toBeLessThan(first.body.length),
      UNTIL,
    );
    const smaller = await bodyAs(sent, 'br');
    expect((await promisify(brotliDecompress)(smaller)).toString()).toBe(page);
    expect(await bodyAs(sent, 'br')).toBe(smaller);
  });

  it("makes the first form after a turn of the event loop, not in the caller's turn", async () => {
    for (const gzipQuickly of [undefined, (bytes: Buffer) => gzipSync(bytes)]) {
      const sent = new SentText(() => Buffer.from(page), {
        bytes: Buffer.from(page),
        etag: 'W/"page"',
        gzipQuickly,
      });
      const order: string[] = [];
      setImmediate(() => order.push('waiting before'));
      const made = sent.encodedFor('br', true).then(() => order.push('compressed'));
      order.push('asked');
      await made;
      // Work queued before the page was asked for (a request read, an answer) went first.
      expect(order).toEqual(['asked', 'waiting before', 'compressed']);
    }
  });

  it('answers the ETag of its page and each encoding of it, made from its parts rather than kept', async () => {
    let made = 0;
    const sent = new SentText(() => {
      made += 1;
      // Each time new bytes, as a page joined from its parts is.
      return Buffer.from(page);
    });
    expect(sent.etag).toBe(`W/"${createHash('sha1').update(page).digest('base64')}"`);
    const [br, again] = await Promise.all([bodyAs(sent, 'br'), bodyAs(sent, 'br')]);
    expect(again).toBe(br);
    expect((await promisify(brotliDecompress)(br)).toString()).toBe(page);
    expect((await promisify(gunzip)(await bodyAs(sent, 'gzip'))).toString()).toBe(page);
    expect(sent.text.toString()).toBe(page);
    // Once for the ETag and the first encoding, once for the second Brotli reader's smaller form
    // (the page is read again), once for gzip, once for the uncompressed reader: never held once
    // taken.
    expect(made).toBe(4);
    expect(
      Object.values(sent).some(
        (value) => (typeof value === 'string' || Buffer.isBuffer(value)) && value.length > 1000,
      ),
    ).toBe(false);
  });

  it("sends a page's own quick gzip to its first readers who take gzip, and Brotli once it is read again", async () => {
    const quick: Buffer[] = [];
    const sent = new SentText(() => Buffer.from(page), {
      bytes: Buffer.from(page),
      etag: 'W/"page"',
      gzipQuickly: (bytes) => {
        const form = gzipSync(bytes, { level: 1 });
        quick.push(form);
        return form;
      },
    });
    // A reader who takes Brotli best and gzip too, and one who takes gzip alone, share it.
    const [first, gzipReader] = await Promise.all([
      sent.encodedFor('br', true),
      sent.encodedFor('gzip'),
    ]);
    expect(first).toEqual({ encoding: 'gzip', body: quick[0] });
    expect(gzipReader.body).toBe(first.body);
    expect(quick).toHaveLength(1);
    // A reader who refuses gzip gets Brotli's quick form.
    const brOnly = new SentText(() => Buffer.from(page), {
      bytes: Buffer.from(page),
      etag: 'W/"page"',
      gzipQuickly: () => {
        throw new Error('not for this reader');
      },
    });
    expect((await brOnly.encodedFor('br', false)).encoding).toBe('br');
    // Read again, the page is made smaller in Brotli; until then the quick gzip is sent.
    await vi.waitFor(
      async () => expect((await sent.encodedFor('br', true)).encoding).toBe('br'),
      UNTIL,
    );
    const full = await bodyAs(sent, 'br', true);
    expect(full.length).toBeLessThan(first.body.length);
    expect((await promisify(brotliDecompress)(full)).toString()).toBe(page);
  });

  it('tries the quick gzip again for the next reader when it failed', async () => {
    let tries = 0;
    const sent = new SentText(() => Buffer.from(page), {
      bytes: Buffer.from(page),
      etag: 'W/"page"',
      gzipQuickly: (bytes) => {
        tries += 1;
        if (tries === 1) throw new Error('no memory');
        return gzipSync(bytes);
      },
    });
    await expect(sent.encodedFor('br', true)).rejects.toThrow('no memory');
    const next = await sent.encodedFor('br', true);
    expect(next.encoding).toBe('gzip');
    expect((await promisify(gunzip)(next.body)).toString()).toBe(page);
  });
});

describe('takesGzip', () => {
  it('reads whether a reader takes gzip at all', () => {
    expect(takesGzip('br, gzip, deflate')).toBe(true);
    expect(takesGzip('gzip;q=0.5, br')).toBe(true);
    expect(takesGzip('*')).toBe(true);
    expect(takesGzip('br')).toBe(false);
    expect(takesGzip('br, gzip;q=0')).toBe(false);
    expect(takesGzip(undefined)).toBe(false);
  });
});
