import { createHash } from 'node:crypto';
import { negotiate } from '@fastify/accept-negotiator';
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants as zlibConstants,
  gzip,
  gzipSync,
} from 'node:zlib';

/** How answers travel compressed, in the order the server prefers them. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** A quick Brotli level: answers are compressed as they are sent, on the server's own time. */
export const BROTLI_OPTIONS = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } };

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * How a page drawn for one reader is compressed first: Brotli 2 and gzip 4 cost about half of
 * Brotli 4 and gzip 6 on a drawn page (~130 KB: 1.1 against 2.0 ms, 1.7 against 2.4 ms of CPU
 * here) for ~6 % more bytes. Most drawn pages are read once (docs/performance.md).
 */
const QUICK_LEVEL: Record<Encoding, object> = {
  br: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 2 } },
  gzip: { level: 4 },
};
/** A page read again (kept) is compressed once more at the answers' level, for its later readers. */
const FULL_LEVEL: Record<Encoding, object> = { br: BROTLI_OPTIONS, gzip: {} };

/**
 * A page's first, quick form is made on the event loop, after one turn of it (`setImmediate`:
 * requests and answers that arrived meanwhile are read first). Through zlib's thread pool the
 * same Brotli 2 of a product page cost the process 1.3–1.6 ms of CPU against 0.8 ms here, and
 * the loop itself ~0.35 ms of hand-offs besides; on the embedded database the pool's form drew
 * 66 product pages a second (p50 440 ms) against 89–97 (p50 290–330 ms) on the loop
 * (docs/performance.md, 2026-12-03, evening). The fuller form of a page read again is made in the
 * pool: nobody waits for it, and it costs twice as much.
 */
function afterATurn<T>(work: () => T): Promise<T> {
  return new Promise((resolve, reject) =>
    setImmediate(() => {
      try {
        resolve(work());
      } catch (error) {
        reject(error);
      }
    }),
  );
}

function compressQuickly(bytes: Buffer, encoding: Encoding): Buffer {
  const options = QUICK_LEVEL[encoding];
  return encoding === 'br' ? brotliCompressSync(bytes, options) : gzipSync(bytes, options);
}

function compressFully(bytes: Buffer, encoding: Encoding): Promise<Buffer> {
  const options = FULL_LEVEL[encoding];
  return encoding === 'br' ? brotliAsync(bytes, options) : gzipAsync(bytes, options);
}

/** The encoding a request's Accept-Encoding takes best of ours; undefined for none. */
export function acceptedEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  return (negotiate(acceptEncoding, [...ENCODINGS]) as Encoding | null) ?? undefined;
}

/** Whether a request's Accept-Encoding takes gzip at all (not refused with `q=0`). */
export function takesGzip(acceptEncoding: string | undefined): boolean {
  return !!acceptEncoding && negotiate(acceptEncoding, ['gzip']) === 'gzip';
}

/** A compressed form of a page: how it is encoded, and its bytes. */
export interface Encoded {
  encoding: Encoding;
  body: Buffer;
}

interface Form {
  made: Promise<Encoded>;
  /** Its reader's fuller form: made, or asked for (it replaces this form once made). */
  full: boolean;
}

/**
 * A page sent often and unchanged (a kept page): its weak ETag, worked out once, and its
 * compressed forms, each made the first time a reader asks for that encoding. The page's bytes
 * are not kept: they are made again from its parts when needed (a kept page is ~170 KB of UTF-8
 * against ~27 KB compressed), except that the bytes made first serve the first encoding.
 */
export class SentText {
  readonly etag: string;
  /** By the encoding the reader takes best (the form may be another they take). */
  private readonly forms = new Map<Encoding, Form>();
  /** The bytes made first (for the ETag, or given), until the first reader takes them. */
  private made: Buffer | undefined;
  private readonly gzipQuickly: ((bytes: Buffer) => Buffer) | undefined;
  /** The quick gzip form, once asked for: every first reader who takes gzip shares it. */
  private quickGzip: Promise<Encoded> | undefined;

  /**
   * `first`: the page's bytes made already, with an ETag its maker worked out (a drawn page's is
   * its template's digest and its parts, web/spa.ts), and, for a page that can be put in gzip
   * cheaper than Brotli 2 makes it as small (a drawn page, `gzipOf`), how. Without it, the bytes
   * are made and their SHA-1 is the ETag.
   */
  constructor(
    private readonly make: () => Buffer,
    first?: { bytes: Buffer; etag: string; gzipQuickly?: (bytes: Buffer) => Buffer },
  ) {
    this.made = first?.bytes ?? make();
    this.gzipQuickly = first?.gzipQuickly;
    // Weak, as @fastify/etag's (app.ts): the same answer may travel compressed or not.
    this.etag = first?.etag ?? `W/"${createHash('sha1').update(this.made).digest('base64')}"`;
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
   * The page compressed for a reader who takes `encoding` best (and gzip too, when
   * `takesGzip`): readers asking at the same time share a form. The first form is quick (on the
   * loop after a turn of it): the page's own quick gzip for a reader who takes gzip, if it has
   * one, else `QUICK_LEVEL` of `encoding`. A page read again is compressed once more in
   * `encoding`, smaller, in zlib's thread pool, and its later readers get that once it is made.
   */
  encodedFor(encoding: Encoding, takesGzip = encoding === 'gzip'): Promise<Encoded> {
    const kept = this.forms.get(encoding);
    if (kept) {
      if (!kept.full) this.compressFully(encoding, kept);
      return kept.made;
    }
    const made =
      this.gzipQuickly && takesGzip
        ? this.quickGzipForm(this.gzipQuickly)
        : afterATurn(() => ({ encoding, body: compressQuickly(this.bytes(), encoding) }));
    const quick = { made, full: false };
    this.forms.set(encoding, quick);
    // A failure is not kept: the next reader tries again.
    made.catch(() => {
      if (this.forms.get(encoding) === quick) this.forms.delete(encoding);
    });
    return made;
  }

  private quickGzipForm(gzipQuickly: (bytes: Buffer) => Buffer): Promise<Encoded> {
    if (this.quickGzip) return this.quickGzip;
    const made = afterATurn(() => ({ encoding: 'gzip' as const, body: gzipQuickly(this.bytes()) }));
    this.quickGzip = made;
    made.catch(() => {
      if (this.quickGzip === made) this.quickGzip = undefined;
    });
    return made;
  }

  private compressFully(encoding: Encoding, quick: Form) {
    quick.full = true; // asked for once
    const made = compressFully(this.bytes(), encoding).then((body) => ({ encoding, body }));
    // Until it is made, and should it fail, readers keep getting the quick form.
    made.then(
      () => {
        if (this.forms.get(encoding) === quick) this.forms.set(encoding, { made, full: true });
      },
      () => {},
    );
  }
}
