import { createElement, Fragment, useContext } from 'react';
import type { LucideIcon, LucideIconData } from 'lucide-react';
// lucide-react's own factory: server-icons.ts sends every icon's import of it here instead.
import createLucideIconAsShipped from 'lucide-react/dist/esm/createLucideIcon.mjs';
import { BY_NAME, ShellDrawingContext } from './drawn-once';

/**
 * How many icon drawings (an icon with its props) are kept at most: they are as many as the
 * places the code draws an icon, unless an icon is given a reader's text, which is then drawn
 * each time rather than kept without end.
 */
export const KEPT_ICONS_AT_MOST = 2_000;
const kept = new Set<string>();

const PLAIN = new Set(['string', 'number', 'boolean', 'undefined']);

/**
 * The key of an icon drawn with these props (written as JSON: no text given to it can pass for
 * other props), or undefined for props it cannot be kept by (children, a handler, an object).
 */
function keyOf(name: string, props: Record<string, unknown>): string | undefined {
  for (const prop in props) {
    const value = props[prop];
    if (prop === 'children' || (value !== null && !PLAIN.has(typeof value))) return undefined;
  }
  return JSON.stringify([name, props]);
}

/**
 * lucide-react's `createLucideIcon` in the server build (server-icons.ts): an icon is two
 * forwarded components that build its SVG from its parts on every draw, 4 % of the server's CPU
 * on a page. Here an icon drawn with the same props is put in as its markup drawn the first time,
 * as the shell's parts are (`DrawnOnce`); the browser draws and hydrates it as lucide's own.
 */
export default function createLucideIcon(data: LucideIconData): LucideIcon {
  const AsShipped = createLucideIconAsShipped(data);
  const name = data.name ?? '';
  function ServerIcon(props: Record<string, unknown>) {
    const drawing = useContext(ShellDrawingContext);
    const key = drawing ? keyOf(name, props) : undefined;
    if (!drawing || key === undefined || (!kept.has(key) && kept.size >= KEPT_ICONS_AT_MOST)) {
      return createElement(AsShipped, props);
    }
    kept.add(key);
    const part = drawing.part(BY_NAME, key);
    // preact-render-to-string writes a fragment's `tpl` (its precompiled-markup form) as it is.
    if ('drawn' in part) return createElement(Fragment, { tpl: [part.drawn] } as object);
    return drawing.marked(part.at, createElement(AsShipped, props));
  }
  ServerIcon.displayName = AsShipped.displayName;
  return ServerIcon as unknown as LucideIcon;
}
