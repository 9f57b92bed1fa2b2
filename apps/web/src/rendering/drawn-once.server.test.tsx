import type { ProductSummary } from '@chapkhana/shared/catalogue';
import type { Language } from '@chapkhana/shared/languages';
import { withSharedTranslations } from '@chapkhana/web-kit/shared-translations';
import { createTranslator, type Translator as I18n } from '@chapkhana/web-kit/translator';
import { renderToString } from 'preact-render-to-string';
import type { ComponentProps } from 'react';
import { TranslatorProvider } from '@chapkhana/web-kit/translator';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import ar from '../../public/assets/locales/ar/translation.json';
import en from '../../public/assets/locales/en/translation.json';
import kr from '../../public/assets/locales/kr/translation.json';
import { ProductCard } from '@/features/catalogue/components/product-card';
import { sampleProduct } from '@/testing/sample-products';
import {
  BY_CONTENT,
  DrawnOnce,
  KEPT_BY_CONTENT_AT_MOST,
  ShellDrawing,
  ShellDrawingContext,
  type DrawnParts,
} from './drawn-once';

const i18n = createTranslator({ lng: 'kr', resources: { kr: { translation: {} } } });

/** The parts named `names`, each kept by content, drawn in one page; the names drawn anew. */
function drawPage(kept: DrawnParts, names: number[]): { html: string; drawnNow: number[] } {
  const drawnNow: number[] = [];
  function Part({ name }: { name: number }) {
    drawnNow.push(name);
    return <i>{name}</i>;
  }
  const drawing = new ShellDrawing(kept);
  const html = drawing.finish(
    renderToString(
      <TranslatorProvider i18n={i18n}>
        <ShellDrawingContext.Provider value={drawing}>
          {names.map((name) => (
            <DrawnOnce key={name} name={`part ${name}`} from={BY_CONTENT}>
              <Part name={name} />
            </DrawnOnce>
          ))}
        </ShellDrawingContext.Provider>
      </TranslatorProvider>,
    ),
  );
  return { html, drawnNow };
}

const upTo = (count: number, from = 0) => Array.from({ length: count }, (_, at) => from + at);

describe('parts kept by content (DrawnOnce, BY_CONTENT)', () => {
  it('keeps each part drawn and puts it in on later pages', () => {
    const kept: DrawnParts = new WeakMap();
    const first = drawPage(kept, [1, 2, 3]);
    expect(first.drawnNow).toEqual([1, 2, 3]);
    expect(first.html).toBe('<i>1</i><i>2</i><i>3</i>');
    const again = drawPage(kept, [3, 1, 4]);
    expect(again.drawnNow).toEqual([4]);
    expect(again.html).toBe('<i>3</i><i>1</i><i>4</i>');
  });

  it('keeps at most its bound, forgetting the part unused the longest', () => {
    const kept: DrawnParts = new WeakMap();
    drawPage(kept, upTo(KEPT_BY_CONTENT_AT_MOST));
    // Part 0 used again: part 1 is now the one unused the longest.
    expect(drawPage(kept, [0]).drawnNow).toEqual([]);
    expect(drawPage(kept, [KEPT_BY_CONTENT_AT_MOST]).drawnNow).toEqual([KEPT_BY_CONTENT_AT_MOST]);
    expect(kept.get(BY_CONTENT)?.size).toBe(KEPT_BY_CONTENT_AT_MOST);
    expect(drawPage(kept, [0, 2]).drawnNow).toEqual([]);
    expect(drawPage(kept, [1]).drawnNow).toEqual([1]);
    expect(kept.get(BY_CONTENT)?.size).toBe(KEPT_BY_CONTENT_AT_MOST);
  });
});

// The card is what parts kept by content are for: everything it shows must be in its name.
const translators: Record<Language, I18n> = {
  kr: translator('kr', kr),
  ar: translator('ar', ar),
  en: translator('en', en),
};

function translator(language: Language, texts: Record<string, unknown>): I18n {
  return createTranslator({
    lng: language,
    resources: { [language]: { translation: withSharedTranslations(language, texts) } },
  });
}

type CardProps = ComponentProps<typeof ProductCard>;

/** The card as a page's drawing on the server draws it, keeping its parts in `kept`. */
function drawnOnServer(kept: DrawnParts, props: CardProps, language: Language = 'kr'): string {
  const drawing = new ShellDrawing(kept);
  return drawing.finish(
    renderToString(
      <ShellDrawingContext.Provider value={drawing}>
        {plainly(props, language)}
      </ShellDrawingContext.Provider>,
    ),
  );
}

/** The card drawn from its props alone, nothing kept: what the browser hydrates. */
function plainly(props: CardProps, language: Language = 'kr') {
  return (
    <TranslatorProvider i18n={translators[language]}>
      <StaticRouter location="/products">
        <ProductCard {...props} />
      </StaticRouter>
    </TranslatorProvider>
  );
}

const RATE = '1310.0000';
const card = (overrides: Partial<ProductSummary> = {}): CardProps => ({
  product: sampleProduct(7, { price: '12.60', discount: 15, rating: 4.5, ...overrides }),
  rate: RATE,
});

describe('a product card drawn on the server', () => {
  it('is drawn once, then put in as it was drawn, the same markup as drawn from its props', () => {
    const kept: DrawnParts = new WeakMap();
    const props = card();
    const plain = renderToString(plainly(props));
    expect(plain).toContain('data-testid="product-card"');
    expect(drawnOnServer(kept, props)).toBe(plain);
    expect(drawnOnServer(kept, props)).toBe(plain);
    expect(plain).not.toContain('chapkhana-drawn-once');
  });

  // Each is something the card shows: a kept card that did not name it would show it stale.
  const changes: [string, Partial<CardProps> | Partial<ProductSummary>][] = [
    ['the price', { price: '13.10' }],
    ['the print price a piece', { printPriceFrom: '0.0381679' }],
    ['the discount', { discount: 20 }],
    ['the rating', { rating: 3 }],
    ['the Kurdish name', { kuName: 'کارتی نوێ' }],
    ['the code', { productCode: 'MC-999' }],
    ['the slug', { slug: 'renamed-card' }],
    ['the cover', { images: ['/uploads/products/other-800.webp'] }],
  ];
  it.each(changes)('is drawn anew when %s changes', (_, change) => {
    const kept: DrawnParts = new WeakMap();
    drawnOnServer(kept, card());
    const changed = card(change as Partial<ProductSummary>);
    const plain = renderToString(plainly(changed));
    expect(plain).not.toBe(renderToString(plainly(card())));
    expect(drawnOnServer(kept, changed)).toBe(plain);
  });

  const drawnAs: [string, Partial<CardProps>][] = [
    ['at another rate', { rate: '1500.0000' }],
    ['laid out as a list', { layout: 'list' }],
    ['with other image sizes', { imageSizes: '200px' }],
    ['under another heading', { headingLevel: 'h2' }],
    ['with its cover loaded at once', { eagerImage: true }],
  ];
  it.each(drawnAs)('is drawn anew %s', (_, change) => {
    const kept: DrawnParts = new WeakMap();
    drawnOnServer(kept, card());
    const changed = { ...card(), ...change };
    const plain = renderToString(plainly(changed));
    expect(plain).not.toBe(renderToString(plainly(card())));
    expect(drawnOnServer(kept, changed)).toBe(plain);
  });

  it('is kept apart for each language', () => {
    const kept: DrawnParts = new WeakMap();
    const kurdish = drawnOnServer(kept, card(), 'kr');
    const english = drawnOnServer(kept, card(), 'en');
    const arabic = drawnOnServer(kept, card(), 'ar');
    expect(english).toBe(renderToString(plainly(card(), 'en')));
    expect(arabic).toBe(renderToString(plainly(card(), 'ar')));
    expect(new Set([kurdish, english, arabic]).size).toBe(3);
    expect(english).toContain('Matte card 7');
    expect(drawnOnServer(kept, card(), 'kr')).toBe(kurdish);
  });
});
