/**
 * The fonts designed cards are printed in (packages/shared card-templates' CARD_FONTS): Vazirmatn's
 * TrueType files from the `vazirmatn` package, the family the storefront's preview loads, so the
 * preview and the print file set the same letters. Each is checked for Sorani's letters before
 * its first use: a font without ڕ ڵ ێ ۆ ە would print boxes on a Kurdish card.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import {
  type CardFontKey,
  REQUIRED_FONT_LETTERS,
  TEXT_CONTROLS,
  namedCharacters,
} from '@chapkhana/shared/card-templates';
import type { FieldError } from '@chapkhana/shared/field-errors';

const FONT_FILES: Record<CardFontKey, string> = {
  'vazirmatn-light': 'vazirmatn/fonts/ttf/Vazirmatn-Light.ttf',
  'vazirmatn-regular': 'vazirmatn/fonts/ttf/Vazirmatn-Regular.ttf',
  'vazirmatn-medium': 'vazirmatn/fonts/ttf/Vazirmatn-Medium.ttf',
  'vazirmatn-bold': 'vazirmatn/fonts/ttf/Vazirmatn-Bold.ttf',
  'vazirmatn-black': 'vazirmatn/fonts/ttf/Vazirmatn-Black.ttf',
};

type FontkitFont = ReturnType<typeof fontkit.create>;

/** The characters of `text` that `font` has no glyph for (bidi marks and joiners excepted). */
export function charactersMissingFrom(font: FontkitFont, text: string): string[] {
  const missing: string[] = [];
  for (const char of text) {
    if (char === '\n' || TEXT_CONTROLS.test(char)) continue;
    if (!font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0)) missing.push(char);
  }
  return missing;
}

/** Refuses a font without one of the letters a card must be able to print (`font_missing_letters`). */
export function fontCoverageError(fontBytes: Uint8Array): FieldError | undefined {
  let font: FontkitFont;
  try {
    font = fontkit.create(fontBytes);
  } catch {
    return { code: 'invalid' };
  }
  const missing = charactersMissingFrom(font, REQUIRED_FONT_LETTERS.join(''));
  return missing.length > 0
    ? { code: 'font_missing_letters', params: { characters: namedCharacters(missing) } }
    : undefined;
}

export interface CardFont {
  bytes: Uint8Array;
  /** fontkit's reading of it, for glyph look-ups. */
  face: FontkitFont;
}

const loaded = new Map<CardFontKey, CardFont>();

/** A card font's file, read and checked once per process. */
export function cardFont(key: CardFontKey): CardFont {
  const known = loaded.get(key);
  if (known) return known;
  const bytes = readFileSync(createRequire(import.meta.url).resolve(FONT_FILES[key]));
  const refused = fontCoverageError(bytes);
  if (refused) throw new Error(`card font ${key} cannot print Sorani: ${JSON.stringify(refused)}`);
  const font = { bytes, face: fontkit.create(bytes) };
  loaded.set(key, font);
  return font;
}
