// A drawn page put together: the built page cut once where a page's parts go, filled with one
// page's parts, and the ETag of what was filled (web/spa.ts sends it).
import { createHash } from 'node:crypto';
import { constants as zlibConstants, crc32, deflateRawSync } from 'node:zlib';
import type { SharedPiece } from '@chapkhana/shared/server-render';
import { ROOT_ELEMENT } from './page-template';

/**
 * What a page adds to the built index.html: links in its head, markup in its root, its status.
 * The same object again (a kept page, web/plugin.ts) is the same page: it is sent as it was made
 * and compressed the first time.
 */
export interface PageParts {
  /** The page carries its markup: its style sheets come inline (see `inlineStyleSheets`). */
  rendered: boolean;
  head: string;
  /**
   * The root element with the page's markup and its state, in pieces: each is encoded on its
   * own. Joined into one string first, a product page's root is ~70 K characters of two-byte
   * text (Kurdish, Arabic), which V8 copies into a string of its large-object space, freshly
   * mapped memory, to encode: 1.2 ms of a profiled product page (docs/performance.md). A shared
   * piece (the JSON of a kept answer) is encoded and deflated once, for every page it is in.
   */
  root?: string | readonly (string | SharedPiece)[];
  status?: number;
  /** The page's own head elements, in place of the built page's generic title and description. */
  meta?: string;
}

/** The built page's description (page-template.ts writes each language's): a page with its own drops it. */
const GENERIC_DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/i;

/** Where a page's parts go in a built page: cut there once, a page is filled with one join. */
type Slot = 'head' | 'root' | 'meta';
/**
 * The built page's pieces as UTF-8, with the slot's name between each two, and a digest of all
 * of it (the pieces and where the slots are), worked out once: a filled page's ETag is this
 * digest and the parts' bytes, so the ~90 KB the pieces are on a drawn page (its style sheet,
 * its texts) are not hashed again for every page.
 */
export interface CutPage {
  pieces: (Buffer | Slot)[];
  digest: Buffer;
}

/**
 * The built page cut where the parts go (at odd places, the slot's name), its pieces encoded
 * once: a page is about 120 KB with its style sheets, and scanning it for each part, then
 * joining and encoding all of it on every request was measurable; only the parts are encoded.
 */
export function cutPage(page: string, withMeta: boolean): CutPage {
  const slot = (name: Slot) => `\uffff${name}\uffff`;
  let marked = page
    .replace('</head>', () => `${slot('head')}</head>`)
    .replace(ROOT_ELEMENT, () => slot('root'));
  if (withMeta) {
    marked = marked
      .replace(GENERIC_DESCRIPTION, '')
      .replace(/<title>[^<]*<\/title>/i, () => slot('meta'));
  }
  const pieces = marked
    .split(/\uffff(head|root|meta)\uffff/)
    .map((piece, at) => (at % 2 === 1 ? (piece as Slot) : Buffer.from(piece)));
  // The slots are marked in the digest as they were in the page (a piece cannot hold U+FFFF:
  // the split took every one), so two cuts with the same bytes in other places differ.
  return { pieces, digest: createHash('sha1').update(marked).digest() };
}

/** A page filled from its cut: its bytes, where each part went in them, and each shared piece. */
export interface FilledPage {
  bytes: Buffer;
  partsAt: [from: number, to: number][];
  /** Where the parts' shared pieces went, in order: each lies inside its part's place. */
  sharedAt: [from: number, to: number, piece: SharedPiece][];
}

/** Each shared piece's text as UTF-8, made the first time a page holds it. */
const sharedBytes = new WeakMap<SharedPiece, Buffer>();

function bytesOf(piece: SharedPiece): Buffer {
  let bytes = sharedBytes.get(piece);
  if (!bytes) sharedBytes.set(piece, (bytes = Buffer.from(piece.shared)));
  return bytes;
}

export function fillPage(cut: CutPage, parts: PageParts): FilledPage {
  const values: Record<Slot, string | readonly (string | SharedPiece)[]> = {
    head: parts.head,
    root: parts.root ?? ROOT_ELEMENT,
    meta: parts.meta ?? '',
  };
  let size = 0;
  for (const piece of cut.pieces) {
    if (typeof piece !== 'string') size += piece.length;
    else
      for (const part of [values[piece]].flat())
        size += typeof part === 'string' ? Buffer.byteLength(part) : bytesOf(part).length;
  }
  const bytes = Buffer.allocUnsafe(size);
  const partsAt: FilledPage['partsAt'] = [];
  const sharedAt: FilledPage['sharedAt'] = [];
  let at = 0;
  for (const piece of cut.pieces) {
    if (typeof piece !== 'string') {
      at += piece.copy(bytes, at);
      continue;
    }
    const from = at;
    for (const part of [values[piece]].flat()) {
      if (typeof part === 'string') at += bytes.write(part, at);
      else {
        const start = at;
        at += bytesOf(part).copy(bytes, at);
        sharedAt.push([start, at, part]);
      }
    }
    partsAt.push([from, at]);
  }
  return { bytes, partsAt, sharedAt };
}

/**
 * A filled page's weak ETag (as @fastify/etag's, app.ts: the same page may travel compressed or
 * not): its cut's digest, then each part's length and bytes. The same cut with the same parts is
 * the same page, byte for byte; the lengths keep two pages whose parts only split the same bytes
 * differently apart.
 */
export function pageEtag(cut: CutPage, page: FilledPage): string {
  const hash = createHash('sha1').update(cut.digest);
  const { bytes, partsAt } = page;
  const length = Buffer.alloc(4);
  for (const [from, to] of partsAt) {
    length.writeUInt32BE(to - from);
    hash.update(length).update(bytes.subarray(from, to));
  }
  return `W/"${hash.digest('base64')}"`;
}

/**
 * How a drawn page's own parts are compressed for its first reader: deflate 3. With the built
 * page's pieces compressed once at 9, the page is as small as Brotli 2 of all of it made it
 * (product pages 42.9 against 43.0 KB, listings 41.5 against 40.9 KB) for about half of its
 * CPU (0.66 against 1.4 ms here; docs/performance.md).
 */
const PARTS_LEVEL = 3;
const PIECES_LEVEL = 9;

/** A gzip member's header: deflate, no name, no time, made on an unknown system. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty last block (fixed codes, end of block at once): the stream ends here. */
const LAST_BLOCK = Buffer.from([0x03, 0x00]);

/**
 * Raw deflate of some bytes that other deflated bytes may follow: ended by a flush (an empty
 * stored block) on a byte's edge, never marked last, and with no back reference outside them,
 * so such runs, one after another, are one deflate stream of the bytes one after another.
 */
function deflatedRun(bytes: Buffer, level: number): Buffer {
  return deflateRawSync(bytes, { level, finishFlush: zlibConstants.Z_SYNC_FLUSH });
}

/** Each shared piece as a deflated run, made the first time a page holding it is compressed. */
const deflatedShared = new WeakMap<SharedPiece, Buffer>();

function deflatedPiece(piece: SharedPiece): Buffer {
  let deflated = deflatedShared.get(piece);
  if (!deflated) deflatedShared.set(piece, (deflated = deflatedRun(bytesOf(piece), PIECES_LEVEL)));
  return deflated;
}

/** Each cut as deflated runs between its slots, made the first time a page of it is compressed. */
const deflatedCuts = new WeakMap<CutPage, (Buffer | Slot)[]>();

function deflatedCut(cut: CutPage): (Buffer | Slot)[] {
  let deflated = deflatedCuts.get(cut);
  if (!deflated) {
    deflated = cut.pieces.map((piece) =>
      typeof piece === 'string' ? piece : deflatedRun(piece, PIECES_LEVEL),
    );
    deflatedCuts.set(cut, deflated);
  }
  return deflated;
}

/**
 * A filled page as gzip, of which only its own parts are compressed now: its cut's pieces (a
 * drawn page's inline style sheet and texts, ~90 KB of a product page's ~177 KB) and its parts'
 * shared pieces (the categories' JSON, ~15 KB) were deflated once, at a higher level, and are
 * put in as they are. Deflate can be joined so; Brotli cannot (its next bytes are coded with
 * what came before). The CRC is the whole page's (~40 µs).
 */
export function gzipOf(cut: CutPage, page: FilledPage): Buffer {
  const runs: Buffer[] = [GZIP_HEADER];
  const own = (from: number, to: number) => {
    if (to > from) runs.push(deflatedRun(page.bytes.subarray(from, to), PARTS_LEVEL));
  };
  let part = 0;
  let shared = 0;
  for (const piece of deflatedCut(cut)) {
    if (typeof piece !== 'string') {
      runs.push(piece);
      continue;
    }
    const [from, to] = page.partsAt[part++] ?? [0, 0];
    let at = from;
    for (let next = page.sharedAt[shared]; next && next[1] <= to; next = page.sharedAt[++shared]) {
      own(at, next[0]);
      runs.push(deflatedPiece(next[2]));
      at = next[1];
    }
    own(at, to);
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(page.bytes) >>> 0, 0);
  // The length modulo 2^32, as gzip has it.
  trailer.writeUInt32LE(page.bytes.length % 2 ** 32, 4);
  runs.push(LAST_BLOCK, trailer);
  return Buffer.concat(runs);
}
