import { Star, Truck } from 'lucide-react';
import createLucideIconAsShipped from 'lucide-react/dist/esm/createLucideIcon.mjs';
import { renderToString } from 'preact-render-to-string';
import type { ReactNode } from 'react';
import { createTranslator, TranslatorProvider } from '@chapkhana/web-kit/translator';
import { describe, expect, it } from 'vitest';
import { DrawnOnce, ShellDrawing, ShellDrawingContext, type DrawnParts } from './drawn-once';
import createServerIcon, { KEPT_ICONS_AT_MOST } from './server-icon';

/** The parts kept, as the server renderer keeps them, with the maps it keeps them in. */
class KeptParts extends WeakMap<object, Map<string, string>> {
  readonly maps: Map<string, string>[] = [];
  override set(from: object, parts: Map<string, string>) {
    this.maps.push(parts);
    return super.set(from, parts);
  }
}

const i18n = createTranslator({ lng: 'kr', resources: { kr: { translation: {} } } });

/** One page drawn as the server draws it: in a shell drawing, finished. */
function drawPage(kept: DrawnParts, page: ReactNode): string {
  const drawing = new ShellDrawing(kept);
  return drawing.finish(
    renderToString(
      <TranslatorProvider i18n={i18n}>
        <ShellDrawingContext.Provider value={drawing}>{page}</ShellDrawingContext.Provider>
      </TranslatorProvider>,
    ),
  );
}

/** An icon's parts, as lucide's icon modules give them to its factory. */
const LINE = {
  name: 'line',
  node: [['path', { d: 'M1 1h22' }]] as [string, Record<string, string>][],
};

describe('lucide icons on the server (server-icon.tsx)', () => {
  it('draws an icon as lucide does, then puts that markup in on later pages', () => {
    const kept = new KeptParts();
    const icons = (
      <p>
        <Star className="size-4 fill-current" aria-hidden />
        <Truck size={18} strokeWidth={1.5} />
      </p>
    );
    const first = drawPage(kept, icons);
    expect(first).toMatch(/^<p><svg [^>]*class="lucide lucide-star size-4 fill-current"/);
    expect(first).toContain('stroke-width="1.5"');
    expect(first).not.toContain('chapkhana-drawn-once');
    // What is kept is what was drawn; a later page takes it from there, not from lucide.
    const parts = kept.maps[0]!;
    expect([...parts.values()].join('')).toBe(first.slice('<p>'.length, -'</p>'.length));
    for (const key of parts.keys()) parts.set(key, `<i>${(JSON.parse(key) as string[])[0]}</i>`);
    expect(drawPage(kept, icons)).toBe('<p><i>star</i><i>truck</i></p>');
  });

  it('draws the same markup as lucide-react’s own factory', () => {
    // lucide's own, as the browser's build makes it (this file's imports of lucide-react's icons
    // go through server-icons.ts, as the server build's do); ours from the same parts.
    const Shipped = createLucideIconAsShipped(LINE);
    const Ours = createServerIcon(LINE);
    const kept = new KeptParts();
    const asShipped = renderToString(<Shipped className="x" aria-label="Rated" />);
    expect(drawPage(kept, <Ours className="x" aria-label="Rated" />)).toBe(asShipped);
    expect(drawPage(kept, <Ours className="x" aria-label="Rated" />)).toBe(asShipped);
  });

  it('draws an icon with children, a handler or an object as lucide does, each time', () => {
    const kept = new KeptParts();
    const page = (
      <p>
        <Star onClick={() => {}} />
        <Star style={{ color: 'red' }} />
        <Star>
          <title>Rated</title>
        </Star>
      </p>
    );
    const first = drawPage(kept, page);
    expect(first).toContain('<title>Rated</title>');
    expect(first).toContain('style="color:red;"');
    expect(kept.maps).toHaveLength(0);
    expect(drawPage(kept, page)).toBe(first);
  });

  it('keeps an icon inside a kept part of the shell without its own marks', () => {
    const kept = new KeptParts();
    const from = Object.freeze({});
    const page = (
      <DrawnOnce name="footer" from={from}>
        <footer>
          <Truck />
        </footer>
      </DrawnOnce>
    );
    const first = drawPage(kept, page);
    expect(first).toMatch(/^<footer><svg /);
    const keptMarkup = kept.maps.flatMap((parts) => [...parts.values()]);
    expect(keptMarkup).toHaveLength(2); // the footer, the icon
    for (const markup of keptMarkup) expect(markup).not.toContain('chapkhana-drawn-once');
    expect(drawPage(kept, page)).toBe(first);
  });

  it('stops keeping icons past a bound: one given a reader’s text each time is drawn each time', () => {
    const kept = new KeptParts();
    for (let at = 0; at < KEPT_ICONS_AT_MOST + 50; at++) {
      const html = drawPage(kept, <Star aria-label={`Product ${at}`} />);
      expect(html).toContain(`aria-label="Product ${at}"`);
    }
    const keys = kept.maps.reduce((count, parts) => count + parts.size, 0);
    expect(keys).toBeLessThanOrEqual(KEPT_ICONS_AT_MOST);
    expect(keys).toBeGreaterThan(KEPT_ICONS_AT_MOST - 10);
  });
});
