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
 * A text sent often and unchanged (a kept page): its weak ETag, worked out once, and its
 * compressed forms, each made the first time a reader asks for that encoding. The text itself is
 * not kept: it is made again from its parts when needed (a kept page's is ~250 KB in memory, two
 * bytes a character in Kurdish and Arabic, against ~27 KB compressed).
 */
export class SentText {
  readonly etag: string;
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(private readonly make: () => string) {
    // Weak, as @fastify/etag's (app.ts): the same answer may travel compressed or not.
    this.etag = `W/"${createHash('sha1').update(make()).digest('base64')}"`;
  }

  /** The text, for a reader who takes it uncompressed. */
  get text(): string {
    return this.make();
  }

  /**
   * Compressed off the event loop (zlib's thread pool), once per encoding: readers asking at
   * the same time share it. Compressing on the loop kept it from reading other requests for
   * seconds at a time on the embedded database, whose answers come without I/O.
   */
  encodedAs(encoding: Encoding): Promise<Buffer> {
    let body = this.encoded.get(encoding);
    if (!body) {
      const text = this.make();
      body = encoding === 'br' ? brotliAsync(text, BROTLI_OPTIONS) : gzipAsync(text);
      this.encoded.set(encoding, body);
      // A failure is not kept: the next reader tries again.
      body.catch(() => this.encoded.delete(encoding));
    }
    return body;
  }
}
