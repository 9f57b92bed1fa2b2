import { createHash } from 'node:crypto';
import { negotiate } from '@fastify/accept-negotiator';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/** How answers travel compressed, in the order the server prefers them. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** A quick Brotli level: answers are compressed as they are sent, on the server's own time. */
export const BROTLI_OPTIONS = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } };

/** The encoding a request's Accept-Encoding takes best of ours; undefined for none. */
export function acceptedEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  return (negotiate(acceptEncoding, [...ENCODINGS]) as Encoding | null) ?? undefined;
}

/**
 * A text sent often and unchanged (a kept page): its weak ETag, worked out once, and its
 * compressed forms, each made the first time a reader asks for that encoding.
 */
export class SentText {
  readonly etag: string;
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(readonly text: string) {
    // Weak, as @fastify/etag's (app.ts): the same answer may travel compressed or not.
    this.etag = `W/"${createHash('sha1').update(text).digest('base64')}"`;
  }

  encodedAs(encoding: Encoding): Buffer {
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br' ? brotliCompressSync(this.text, BROTLI_OPTIONS) : gzipSync(this.text);
      this.encoded.set(encoding, body);
    }
    return body;
  }
}
