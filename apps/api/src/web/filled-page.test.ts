import { createHash } from 'node:crypto';
import { constants as zlibConstants, deflateRawSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sharedPiece } from '@chapkhana/shared/server-render';
import { cutPage, fillPage, gzipOf, pageEtag } from './filled-page';
import { ROOT_ELEMENT } from './page-template';

describe('a page filled from its cut', () => {
  const built = (style: string) =>
    `<!doctype html><html><head><title>Chapkhana</title><meta name="description" content="Print shop"><style>${style}</style></head><body>${ROOT_ELEMENT}<script>texts</script></body></html>`;
  const cut = cutPage(built('p{color:red}'), true);
  const parts = {
    rendered: true,
    head: '<link rel="preload" href="/a.webp">',
    meta: '<title>کارتی بانگهێشت</title>',
    root: ['<div id="root"><p>چاپخانە</p>', '<script>{"a":1}</script>', '</div>'],
  };
  const page = (filled: { bytes: Buffer }) => filled.bytes.toString('utf8');
  const etag = (cutOf: typeof cut, of: typeof parts) => pageEtag(cutOf, fillPage(cutOf, of));

  it("puts each part in its place, and knows where each went in the page's bytes", () => {
    const filled = fillPage(cut, parts);
    expect(page(filled)).toBe(
      built('p{color:red}')
        .replace(/<title>.*?<meta[^>]*>/, parts.meta)
        .replace('</head>', `${parts.head}</head>`)
        .replace(ROOT_ELEMENT, parts.root.join('')),
    );
    const placed = filled.partsAt.map(([from, to]) =>
      filled.bytes.subarray(from, to).toString('utf8'),
    );
    expect(placed).toEqual([parts.meta, parts.head, parts.root.join('')]);
  });

  it('tags the same page alike, and any other page apart', () => {
    const tag = etag(cut, parts);
    expect(tag).toMatch(/^W\/"[A-Za-z0-9+/]+=*"$/);
    expect(etag(cutPage(built('p{color:red}'), true), { ...parts, root: [...parts.root] })).toBe(
      tag,
    );
    const others = [
      etag(cut, { ...parts, head: `${parts.head} ` }),
      etag(cut, { ...parts, meta: '<title>کارتی بانگهێشتی</title>' }),
      etag(cut, { ...parts, root: ['<div id="root"><p>چاپخانه</p>', ...parts.root.slice(1)] }),
      // The same bytes, split between the parts otherwise.
      etag(cut, { ...parts, head: '', meta: parts.meta + parts.head }),
      // Another build: its style sheet, or its page without a head of its own.
      etag(cutPage(built('p{color:blue}'), true), parts),
      etag(cutPage(built('p{color:red}'), false), { ...parts, meta: undefined } as never),
    ];
    expect(new Set([tag, ...others]).size).toBe(others.length + 1);
  });

  it('does not hash the built page for every page: only its parts', () => {
    // A product page's style sheet and texts are ~90 KB of its ~177 KB (docs/performance.md).
    const big = cutPage(built('p{color:red}'.repeat(8000)), true);
    const filled = fillPage(big, parts);
    const partsBytes = filled.partsAt.reduce((sum, [from, to]) => sum + to - from, 0);
    expect(partsBytes).toBeLessThan(filled.bytes.length / 50);
    // The whole page's SHA-1 is not what the tag is.
    const whole = `W/"${createHash('sha1').update(filled.bytes).digest('base64')}"`;
    expect(pageEtag(big, filled)).not.toBe(whole);
  });

  it('puts a page in gzip with its built pieces compressed once, as small as compressing it whole', () => {
    const style = Array.from({ length: 3000 }, (_, n) => `.c${n}{margin:${n % 7}px}`).join('');
    const forms = [
      { cut: cutPage(built(style), true), parts },
      // Without a head of its own, its head part empty, its root one piece.
      {
        cut: cutPage(built(style), false),
        parts: { rendered: true, head: '', root: 'ڕ'.repeat(5) },
      },
    ];
    for (const { cut: cutOf, parts: of } of forms) {
      const filled = fillPage(cutOf, of);
      const gzip = gzipOf(cutOf, filled);
      expect(gunzipSync(gzip).equals(filled.bytes)).toBe(true);
      expect(gzip.length).toBeLessThan(gzipSync(filled.bytes, { level: 3 }).length * 1.05);
      // The style sheet's piece is in as it was deflated once, not with the page's parts.
      const styled = cutOf.pieces.find(
        (piece): piece is Buffer => Buffer.isBuffer(piece) && piece.includes('.c2999'),
      );
      const once = deflateRawSync(styled ?? Buffer.alloc(0), {
        level: 9,
        finishFlush: zlibConstants.Z_SYNC_FLUSH,
      });
      expect(styled && gzip.includes(once)).toBe(true);
      // Another page of the same cut: the same piece, its own parts.
      const other = fillPage(cutOf, { ...of, head: '<meta name="x">' });
      expect(gunzipSync(gzipOf(cutOf, other)).equals(other.bytes)).toBe(true);
    }
  });

  it("puts a shared piece's bytes in each page that holds it, and its gzip deflated once", () => {
    // The categories' JSON: the same piece in every page's state while the answer is kept.
    const categories = sharedPiece(
      JSON.stringify(
        Array.from({ length: 300 }, (_, n) => ({ _id: `c${n}`, name: `پۆل ${n}`, slug: `c-${n}` })),
      ),
    );
    const holding = (own: string) => ({
      ...parts,
      root: [
        '<div id="root"><p>چاپخانە</p>',
        '<script>{"a":',
        categories,
        `,"b":"${own}"}</script>`,
        '</div>',
      ],
    });
    const once = deflateRawSync(Buffer.from(categories.shared), {
      level: 9,
      finishFlush: zlibConstants.Z_SYNC_FLUSH,
    });
    for (const own of ['یەک', 'two']) {
      const of = holding(own);
      const filled = fillPage(cut, of);
      expect(page(filled)).toBe(page(fillPage(cut, { ...of, root: [of.root.join('')] })));
      expect(
        filled.sharedAt.map(([from, to, piece]) => [
          filled.bytes.subarray(from, to).toString(),
          piece,
        ]),
      ).toEqual([[categories.shared, categories]]);
      // Tagged as the same page written out whole.
      expect(pageEtag(cut, filled)).toBe(etag(cut, { ...of, root: [of.root.join('')] }));
      const gzip = gzipOf(cut, filled);
      expect(gunzipSync(gzip).equals(filled.bytes)).toBe(true);
      expect(gzip.includes(once)).toBe(true);
      expect(gzip.length).toBeLessThan(gzipSync(filled.bytes, { level: 3 }).length * 1.05);
    }
    // A page holding it twice, and one whose own part is empty around it.
    for (const root of [[categories, ',', categories], [categories]]) {
      const filled = fillPage(cut, { ...parts, root });
      expect(filled.sharedAt).toHaveLength(root.length === 1 ? 1 : 2);
      expect(gunzipSync(gzipOf(cut, filled)).equals(filled.bytes)).toBe(true);
    }
  });
});
