import type { MeasureText } from '@chapkhana/shared/card-layout';
import { CARD_FONTS, type CardFontKey, type CardTemplate } from '@chapkhana/shared/card-templates';
import { useEffect, useMemo, useState } from 'react';
import black from 'vazirmatn/fonts/webfonts/Vazirmatn-Black.woff2?url';
import bold from 'vazirmatn/fonts/webfonts/Vazirmatn-Bold.woff2?url';
import light from 'vazirmatn/fonts/webfonts/Vazirmatn-Light.woff2?url';
import medium from 'vazirmatn/fonts/webfonts/Vazirmatn-Medium.woff2?url';
import regular from 'vazirmatn/fonts/webfonts/Vazirmatn-Regular.woff2?url';

/**
 * The card preview's fonts: the `vazirmatn` package's files of the same release the server
 * embeds in the print file (apps/api card-fonts.ts reads its TrueType files), whole, never the
 * storefront's subset, under a family name of their own so the page's text is untouched.
 */
export const CARD_FONT_FAMILY = 'Chapkhana Card';

const FILES: Record<CardFontKey, string> = {
  'vazirmatn-light': light,
  'vazirmatn-regular': regular,
  'vazirmatn-medium': medium,
  'vazirmatn-bold': bold,
  'vazirmatn-black': black,
};

const loads = new Map<CardFontKey, Promise<void>>();

/** Loads a card font once; a failed load is forgotten, so the next asks again. */
export function loadCardFont(key: CardFontKey): Promise<void> {
  let load = loads.get(key);
  if (!load) {
    // Made inside the promise: a browser without the FontFace API refuses the load, not the page.
    load = Promise.resolve()
      .then(() =>
        new FontFace(CARD_FONT_FAMILY, `url(${FILES[key]}) format('woff2')`, {
          weight: String(CARD_FONTS[key].weight),
        }).load(),
      )
      .then(
        (loaded) => {
          document.fonts.add(loaded);
        },
        (error: unknown) => {
          loads.delete(key);
          throw error;
        },
      );
    loads.set(key, load);
  }
  return load;
}

/** The CSS font of a card font at `sizePx`. */
export const cardFontCss = (key: CardFontKey, sizePx: number) =>
  `${CARD_FONTS[key].weight} ${sizePx}px "${CARD_FONT_FAMILY}"`;

/** Text is measured at this size and scaled: a canvas rounds small sizes. */
const MEASURED_AT = 200;

let context: CanvasRenderingContext2D | null = null;
const widths = new Map<string, number>();

/**
 * Widths as the print file measures them, from the loaded font through the browser's shaper
 * (Arabic joining and ligatures included); for `fitText` and `linePlacement`.
 */
export function cardMeasure(key: CardFontKey): MeasureText {
  return (text, sizePt) => {
    const known = widths.get(`${key}\u0000${text}`);
    if (known !== undefined) return (known * sizePt) / MEASURED_AT;
    context ??= document.createElement('canvas').getContext('2d');
    if (!context) return 0;
    context.font = cardFontCss(key, MEASURED_AT);
    const width = context.measureText(text).width;
    if (widths.size > 5000) widths.clear();
    widths.set(`${key}\u0000${text}`, width);
    return (width * sizePt) / MEASURED_AT;
  };
}

/** The fonts a template's text fields use, loaded before anything is measured. */
export function useCardFonts(template: CardTemplate): 'loading' | 'ready' | 'failed' {
  const fonts = useMemo(
    () => [
      ...new Set(
        template.sides.flatMap((side) =>
          side.fields.flatMap((field) => (field.kind === 'text' ? [field.font] : [])),
        ),
      ),
    ],
    [template],
  );
  const wanted = fonts.join(',');
  const [loaded, setLoaded] = useState<{ of: string; state: 'ready' | 'failed' } | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all(fonts.map(loadCardFont)).then(
      () => live && setLoaded({ of: wanted, state: 'ready' }),
      () => live && setLoaded({ of: wanted, state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [fonts, wanted]);
  return loaded?.of === wanted ? loaded.state : 'loading';
}
