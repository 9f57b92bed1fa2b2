import { createContext, createElement, Fragment, useContext, type ReactNode } from 'react';
import { useLanguage } from '@chapkhana/web-kit/use-language';

/**
 * The parts of the page shell drawn once on the server (see `DrawnOnce`): their markup by the
 * shared answer they were drawn from, then by name and language. Kept as long as that answer
 * is: a write that changes the catalogue (or its seconds) replaces it, and with it these.
 */
export type DrawnParts = WeakMap<object, Map<string, string>>;

/** One page's drawing on the server: the parts its shell takes as drawn before, or draws now. */
export class ShellDrawing {
  /** The parts this drawing draws (none drawn before): marked, to be cut out by `finish`. */
  private readonly drawingNow: { parts: Map<string, string>; key: string; bounded: boolean }[] = [];
  constructor(readonly drawn: DrawnParts) {}

  /**
   * A part's markup as drawn before, or else the number of the marks around it in this drawing's
   * markup (`finish` keeps what is between them).
   */
  part(from: object, key: string): { drawn: string } | { at: number } {
    let parts = this.drawn.get(from);
    if (!parts) this.drawn.set(from, (parts = new Map()));
    const drawn = parts.get(key);
    const bounded = from === BY_CONTENT;
    if (drawn === undefined) return { at: this.drawingNow.push({ parts, key, bounded }) - 1 };
    if (bounded) {
      // Used again: last in the map's order, so the longest unused part is forgotten first.
      parts.delete(key);
      parts.set(key, drawn);
    }
    return { drawn };
  }

  /** A part drawn now (`part` said `at`), between the marks `finish` cuts it out by. */
  marked(at: number, children: ReactNode) {
    return (
      <>
        <Mark kind="start" at={at} />
        {children}
        <Mark kind="end" at={at} />
      </>
    );
  }

  /**
   * The page's markup without the marks, each part between them kept for the next pages. Most
   * pages have none: their parts were put in as drawn before, with no pass over the page.
   */
  finish(html: string): string {
    if (this.drawingNow.length === 0) return html;
    const starts = new Map<number, number>();
    return html.replace(MARKS, (mark, kind: string, at: string, offset: number) => {
      const wanted = this.drawingNow[Number(at)];
      if (!wanted) return mark;
      if (kind === 'start') starts.set(Number(at), offset + mark.length);
      else {
        const start = starts.get(Number(at));
        // Without the marks of the parts drawn inside it (an icon in the footer).
        if (start !== undefined) keep(wanted, html.slice(start, offset).replace(MARKS, ''));
      }
      return '';
    });
  }
}

/** Keeps a part drawn now; of the parts kept by content, forgets the longest unused past the bound. */
function keep(
  { parts, key, bounded }: { parts: Map<string, string>; key: string; bounded: boolean },
  markup: string,
) {
  parts.set(key, ownCopy(markup));
  if (!bounded) return;
  for (const oldest of parts.keys()) {
    if (parts.size <= KEPT_BY_CONTENT_AT_MOST) break;
    parts.delete(oldest);
  }
}

/**
 * The markup in a string of its own. A part cut out of the page is V8's slice of the whole
 * page's string (~350 KB), which keeping the part would keep: a thousand kept cards, each from
 * another page, would hold a thousand pages. Joined to a character, the part is copied into a
 * string of its own (read whole), of which the slice past that character is kept.
 */
function ownCopy(markup: string): string {
  return ` ${markup}`.slice(1);
}

const TAG = 'chapkhana-drawn-once';
const MARKS = new RegExp(`<${TAG} data-(start|end)="(\\d+)"></${TAG}>`, 'g');

/**
 * `from` for a part that depends on no answer, only on what its name says (and the language): a
 * rating's stars, an icon. Its name must then take few values (never a reader's text), as each
 * is kept for as long as the server runs.
 */
export const BY_NAME = Object.freeze({});

/**
 * `from` for a part whose name is everything it shows (a product's card: the product's fields it
 * shows, the rate, how it is laid out), so a kept part is never stale: a product changed is a
 * new name. Such names take as many values as the catalogue has products, so at most
 * `KEPT_BY_CONTENT_AT_MOST` are kept, the longest unused forgotten first.
 */
export const BY_CONTENT = Object.freeze({});

/**
 * Enough for the cards of a 10,000-product catalogue in the language most read. A Kurdish card
 * kept with its name is ~4.6 KB of the server's heap (its ~2,200 characters are two bytes each):
 * ~55 MB at most, measured as 10,200 cards drawn took the heap 47 MB further than the build before.
 */
export const KEPT_BY_CONTENT_AT_MOST = 12_000;

/** Given on the server only, where pages are drawn many times from the same answers. */
export const ShellDrawingContext = createContext<ShellDrawing | null>(null);

/**
 * A part of the page shell (the footer, the categories menu) that is the same on every page of a
 * language while the answer it shows is kept: on the server it is drawn once per language and
 * kept answer (`from`, the answer's shared object, frozen) and its markup put into each page;
 * in the browser, and when `from` is not a kept answer, `children` is simply drawn. `from` (or
 * `BY_NAME` or `BY_CONTENT`, and the name) and the language must be all the part depends on: not
 * the address, the reader or the page's state; nor may it call `useId` (ids are counted through
 * the page: a part not drawn would move the ids of every part after it).
 */
export function DrawnOnce({
  name,
  from,
  children,
}: {
  name: string;
  from: object | undefined;
  children: ReactNode;
}) {
  const drawing = useContext(ShellDrawingContext);
  const language = useLanguage();
  // Only a kept answer is shared (frozen, web/renderer.ts keeps it parsed): any other is this page's.
  const part =
    drawing && from && Object.isFrozen(from) ? drawing.part(from, `${name} ${language}`) : null;
  // preact-render-to-string writes a fragment's `tpl` (its precompiled-markup form) as it is.
  if (part && 'drawn' in part) return createElement(Fragment, { tpl: [part.drawn] } as object);
  // The children at the same place in the tree, marked or not, as the browser hydrates them.
  return drawing && part ? drawing.marked(part.at, children) : <>{children}</>;
}

function Mark({ kind, at }: { kind: 'start' | 'end'; at: number }) {
  const Tag = TAG as 'span';
  return <Tag {...{ [`data-${kind}`]: String(at) }} />;
}
