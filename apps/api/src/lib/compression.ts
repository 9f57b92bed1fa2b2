import { createHash } from 'node:crypto';
import { negotiate } from '@fastify/accept-negotiator';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

/** How answers travel compressed, in the order the server prefers them. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** A quick Brotli level: answers are compressed as they are sent, on the server's own time. */
export const BROTLI_OPTIONS = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } };

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encoding a request's Accept-Encoding takes best of ours; undefined for none. */
export function acceptedEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  return (negotiate(acceptEncoding, [...ENCODINGS]) as Encoding | null) ?? undefined;
}

/**
 * A page sent often and unchanged (a kept page): its weak ETag, worked out once, and its
 * compressed forms, each made the first time a reader asks for that encoding. The page's bytes
 * are not kept: they are made again from its parts when needed (a kept page is ~170 KB of UTF-8
 * against ~27 KB compressed), except that the bytes made for the ETag serve the first encoding.
 */
export class SentText {
  readonly etag: string;
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();
  /** The bytes the ETag was worked out from, until the first reader takes them. */
  private made: Buffer | undefined;

  constructor(private readonly make: () => Buffer) {
    this.made = make();
    // Weak, as @fastify/etag's (app.ts): the same answer may travel compressed or not.
    this.etag = `W/"${createHash('sha1').update(this.made).digest('base64')}"`;
  }

  private bytes(): Buffer {
    const bytes = this.made ?? this.make();
    this.made = undefined;
    return bytes;
  }

  /** The page, for a reader who takes it uncompressed. */
  get text(): Buffer {
    return this.bytes();
  }

  /**
   * Compressed off the event loop (zlib's thread pool), once per encoding: readers asking at
   * the same time share it. Compressing on the loop kept it from reading other requests for
   * seconds at a time on the embedded database, whose answers come without I/O.
   */
  encodedAs(encoding: Encoding): Promise<Buffer> {
    let body = this.encoded.get(encoding);
    if (!body) {
      const bytes = this.bytes();
      body = encoding === 'br' ? brotliAsync(bytes, BROTLI_OPTIONS) : gzipAsync(bytes);
      this.encoded.set(encoding, body);
      // A failure is not kept: the next reader tries again.
      body.catch(() => this.encoded.delete(encoding));
    }
    return body;
  }
}
