import { describe, expect, it } from 'vitest';
import {
  CARD_FONT_METRICS,
  LINE_GAP,
  boxOnPagePt,
  fieldTextDirection,
  firstStrongDirection,
  fitText,
  linePlacement,
  mmToPt,
  pageSizePt,
  wrapText,
} from './card-layout';
import { isolateDigitGroups } from './card-templates';

/** A font whose every character is half an em wide (spaces too). */
const halfEm = (text: string, size: number) => [...text].length * size * 0.5;

describe('which way a field runs', () => {
  it('follows the first strong letter: Kurdish and Arabic right to left, Latin left to right', () => {
    expect(firstStrongDirection('ڕێبوار ئەحمەد')).toBe('rtl');
    expect(firstStrongDirection('علي حسن')).toBe('rtl');
    expect(firstStrongDirection('Rebwar Ahmed')).toBe('ltr');
    expect(firstStrongDirection('rebwar@hawler.iq هەولێر')).toBe('ltr');
  });

  it('skips digits, punctuation and isolated phone numbers before the first letter', () => {
    expect(firstStrongDirection('0750 123 4567 هەولێر')).toBe('rtl');
    expect(firstStrongDirection(isolateDigitGroups('+964 750 123 4567 Erbil'))).toBe('ltr');
    expect(firstStrongDirection('٠٧٥٠ ١٢٣ ٤٥٦٧')).toBe('ltr');
    expect(firstStrongDirection('')).toBe('ltr');
    expect(firstStrongDirection('\u2067Erbil\u2069 هەولێر')).toBe('rtl');
  });

  it('takes a direction mark as strong, and a fixed direction over the text', () => {
    expect(firstStrongDirection('\u200f123 abc')).toBe('rtl');
    expect(firstStrongDirection('\u200e123 هەولێر')).toBe('ltr');
    expect(fieldTextDirection({ direction: 'ltr' }, 'هەولێر')).toBe('ltr');
    expect(fieldTextDirection({ direction: 'auto' }, 'هەولێر')).toBe('rtl');
  });
});

describe('setting a field', () => {
  const field = { sizePt: 10, minSizePt: 6, maxLines: 2 };

  it('breaks between words, and gives up on a word wider than the box', () => {
    expect(wrapText(halfEm, 'aa bb cc', 10, 20)).toEqual(['aa', 'bb', 'cc']);
    expect(wrapText(halfEm, 'aa bb cc', 10, 35)).toEqual(['aa bb', 'cc']);
    expect(wrapText(halfEm, 'one\ntwo', 10, 100)).toEqual(['one', 'two']);
    expect(wrapText(halfEm, 'abcdefgh', 10, 30)).toBeNull();
  });

  it('keeps the field size when the text fits, shrinking in half points when it does not', () => {
    const oneLine = 10 * (CARD_FONT_METRICS.ascent + CARD_FONT_METRICS.descent) + 0.01;
    expect(fitText(halfEm, field, 'abcd', { width: 20, height: oneLine })).toEqual({
      size: 10,
      lines: ['abcd'],
    });
    // 8 characters need 40 pt at 10 pt; 30 pt holds them at 7.5 pt.
    expect(
      fitText(halfEm, { ...field, maxLines: 1 }, 'abcdefgh', { width: 30, height: 50 }),
    ).toEqual({ size: 7.5, lines: ['abcdefgh'] });
  });

  it('uses the second line only while the box is tall enough, then refuses', () => {
    const twoLines = 10 * (CARD_FONT_METRICS.ascent + CARD_FONT_METRICS.descent + LINE_GAP);
    expect(fitText(halfEm, field, 'aaaa bbbb', { width: 20, height: twoLines })).toEqual({
      size: 10,
      lines: ['aaaa', 'bbbb'],
    });
    expect(
      fitText(halfEm, field, 'aaaa bbbb cccc dddd', { width: 20, height: twoLines }),
    ).toBeNull();
  });

  it('puts a start-aligned line at the right edge in right-to-left text and the left in left-to-right', () => {
    const box = { left: 10, top: 20, width: 100 };
    const set = { size: 10 };
    expect(linePlacement({ align: 'start' }, 'ltr', box, set, 0, 40).left).toBe(10);
    expect(linePlacement({ align: 'start' }, 'rtl', box, set, 0, 40).left).toBe(70);
    expect(linePlacement({ align: 'end' }, 'rtl', box, set, 0, 40).left).toBe(10);
    expect(linePlacement({ align: 'centre' }, 'rtl', box, set, 0, 40).left).toBe(40);
    const second = linePlacement({ align: 'start' }, 'ltr', box, set, 1, 40);
    expect(second.baseline).toBeCloseTo(20 + CARD_FONT_METRICS.ascent * 10 + 10 * LINE_GAP);
  });

  it('measures the page and a box from the bleed edge, in points', () => {
    const template = { trim: { widthMm: 85, heightMm: 55 }, bleedMm: 3 };
    expect(pageSizePt(template).width).toBeCloseTo(mmToPt(91));
    expect(boxOnPagePt(template, { xMm: 0, yMm: 5, widthMm: 10, heightMm: 4 })).toEqual({
      left: mmToPt(3),
      top: mmToPt(8),
      width: mmToPt(10),
      height: mmToPt(4),
    });
  });
});
