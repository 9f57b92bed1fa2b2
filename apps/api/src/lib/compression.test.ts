import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SentText } from './compression';

describe('SentText', () => {
  const page = `<!doctype html><p>${'چاپخانە — مطبعة '.repeat(2000)}</p>`;

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
    // Once for the ETag and the first encoding, once for the other, once for the uncompressed
    // reader: never held once taken.
    expect(made).toBe(3);
    expect(
      Object.values(sent).some(
        (value) => (typeof value === 'string' || Buffer.isBuffer(value)) && value.length > 1000,
      ),
    ).toBe(false);
  });
});
