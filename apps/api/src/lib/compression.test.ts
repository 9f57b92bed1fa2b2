import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { SentText } from './compression';

describe('SentText', () => {
  const page = `<!doctype html><p>${'چاپخانە — مطبعة '.repeat(2000)}</p>`;

  it('compresses a page quickly for its first reader, and once more, smaller, when it is read again', async () => {
    const sent = new SentText(() => Buffer.from(page));
    const first = await sent.encodedAs('br');
    // The second reader still gets the quick form while the smaller one is made.
    expect(await sent.encodedAs('br')).toBe(first);
    await vi.waitFor(async () =>
      expect((await sent.encodedAs('br')).length).toBeLessThan(first.length),
    );
    const smaller = await sent.encodedAs('br');
    expect((await promisify(brotliDecompress)(smaller)).toString()).toBe(page);
    expect(await sent.encodedAs('br')).toBe(smaller);
  });

  it("makes the first form after a turn of the event loop, not in the caller's turn", async () => {
    const sent = new SentText(() => Buffer.from(page));
    const order: string[] = [];
    setImmediate(() => order.push('waiting before'));
    const made = sent.encodedAs('gzip').then(() => order.push('compressed'));
    order.push('asked');
    await made;
    // Work queued before the page was asked for (a request read, an answer) went first.
    expect(order).toEqual(['asked', 'waiting before', 'compressed']);
  });

  it('answers the ETag of its page and each encoding of it, made from its parts rather than kept', async () => {
    let made = 0;
    const sent = new SentText(() => {
      made += 1;
      // Each time new bytes, as a page joined from its parts is.
      return Buffer.from(page);
    });
    expect(sent.etag).toBe(`W/"${createHash('sha1').update(page).digest('base64')}"`);
    const [br, again] = await Promise.all([sent.encodedAs('br'), sent.encodedAs('br')]);
    expect(again).toBe(br);
    expect((await promisify(brotliDecompress)(br)).toString()).toBe(page);
    expect((await promisify(gunzip)(await sent.encodedAs('gzip'))).toString()).toBe(page);
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
});
