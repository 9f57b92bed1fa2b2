import { createContext, useContext, type ReactNode } from 'react';
import { useLanguage } from '@chapkhana/web-kit/use-language';

/**
 * The parts of the page shell drawn once on the server (see `DrawnOnce`): their markup by the
 * shared answer they were drawn from, then by name and language. Kept as long as that answer
 * is: a write that changes the catalogue (or its seconds) replaces it, and with it these.
 */
export type DrawnParts = WeakMap<object, Map<string, string>>;

/** One page's drawing on the server: the parts its shell takes as drawn before, or draws now. */
export class ShellDrawing {
  private readonly wanted: { parts: Map<string, string>; key: string }[] = [];
  constructor(readonly drawn: DrawnParts) {}

  /** The mark standing for a part in this drawing's markup (`finish` puts the part there). */
  mark(from: object, key: string): { at: number; drawnBefore: boolean } {
    let parts = this.drawn.get(from);
    if (!parts) this.drawn.set(from, (parts = new Map()));
    return { at: this.wanted.push({ parts, key }) - 1, drawnBefore: parts.has(key) };
  }

  /** The page's markup with each part in place: drawn now (and kept), or as drawn before. */
  finish(html: string): string {
    if (this.wanted.length === 0) return html;
    const drawnNow = new Map<number, number>();
    return html.replace(MARKS, (mark, kind: string, at: string, offset: number) => {
      const wanted = this.wanted[Number(at)];
      if (!wanted) return mark;
      if (kind === 'at') return wanted.parts.get(wanted.key) ?? '';
      if (kind === 'start') drawnNow.set(Number(at), offset + mark.length);
      else {
        const start = drawnNow.get(Number(at));
        if (start !== undefined) wanted.parts.set(wanted.key, html.slice(start, offset));
      }
      return '';
    });
  }
}

const TAG = 'chapkhana-drawn-once';
const MARKS = new RegExp(`<${TAG} data-(at|start|end)="(\\d+)"></${TAG}>`, 'g');

/** Given on the server only, where pages are drawn many times from the same answers. */
export const ShellDrawingContext = createContext<ShellDrawing | null>(null);

/**
 * A part of the page shell (the footer, the categories menu) that is the same on every page of a
 * language while the answer it shows is kept: on the server it is drawn once per language and
 * kept answer (`from`, the answer's shared object, frozen) and its markup put into each page;
 * in the browser, and when `from` is not a kept answer, `children` is simply drawn. `from` and
 * the language must be all the part depends on: not the address, the reader or the page's state;
 * nor may it call `useId` (ids are counted through the page: a part not drawn would move the
 * ids of every part after it).
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
  const marked =
    drawing && from && Object.isFrozen(from) ? drawing.mark(from, `${name} ${language}`) : null;
  if (marked?.drawnBefore) return <Mark kind="at" at={marked.at} />;
  // The children at the same place in the tree, marked or not, as the browser hydrates them.
  return (
    <>
      {marked ? <Mark kind="start" at={marked.at} /> : null}
      {children}
      {marked ? <Mark kind="end" at={marked.at} /> : null}
    </>
  );
}

function Mark({ kind, at }: { kind: 'at' | 'start' | 'end'; at: number }) {
  const Tag = TAG as 'span';
  return <Tag {...{ [`data-${kind}`]: String(at) }} />;
}
