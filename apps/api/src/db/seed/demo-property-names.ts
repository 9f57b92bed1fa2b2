// The demo catalogue's property values ("100 pcs", "8 oz", "3-4 Y", "A5", "Matte") in the
// three languages, so a Kurdish or Arabic page reads "١٠٠ دانە" / "١٠٠ قطعة".
import type { ThreeLanguages } from './demo-types';

const EASTERN_DIGITS = '٠١٢٣٤٥٦٧٨٩';
const eastern = (text: string) => text.replace(/\d/g, (d) => EASTERN_DIGITS[Number(d)] ?? d);

/** Counted units and measures: the English unit and its Kurdish and Arabic spellings. */
const UNITS: Record<string, { ku: string; ar: string }> = {
  pcs: { ku: 'دانە', ar: 'قطعة' },
  sheets: { ku: 'پەڕە', ar: 'ورقة' },
  pages: { ku: 'لاپەڕە', ar: 'صفحة' },
  oz: { ku: 'ئۆنس', ar: 'أونصة' },
  ml: { ku: 'مل', ar: 'مل' },
  cm: { ku: 'سم', ar: 'سم' },
  m: { ku: 'مەتر', ar: 'م' },
  Y: { ku: 'ساڵ', ar: 'سنوات' },
};

/** Words and garment sizes; paper sizes (A0–A6, DL) are the same in every language. */
const WORDS: Record<string, { ku: string; ar: string }> = {
  S: { ku: 'بچووک (S)', ar: 'صغير (S)' },
  M: { ku: 'مامناوەند (M)', ar: 'وسط (M)' },
  L: { ku: 'گەورە (L)', ar: 'كبير (L)' },
  XL: { ku: 'زۆر گەورە (XL)', ar: 'كبير جداً (XL)' },
  XXL: { ku: 'زۆر زۆر گەورە (XXL)', ar: 'كبير جداً جداً (XXL)' },
  Small: { ku: 'بچووک', ar: 'صغير' },
  Medium: { ku: 'مامناوەند', ar: 'متوسط' },
  Large: { ku: 'گەورە', ar: 'كبير' },
  Glossy: { ku: 'بریقەدار', ar: 'لامع' },
  Matte: { ku: 'مات', ar: 'مطفي' },
  Laminated: { ku: 'سێلۆفانکراو', ar: 'مغلّف بالسلوفان' },
  Paper: { ku: 'کاغەز', ar: 'ورق' },
  Roll: { ku: 'لوول', ar: 'لفّة' },
  Sheet: { ku: 'پەڕە', ar: 'ورقة' },
  Single: { ku: 'تاک', ar: 'فردي' },
  Double: { ku: 'جووت', ar: 'مزدوج' },
  Duplicate: { ku: 'دوو نوسخە', ar: 'نسختان' },
  Triplicate: { ku: 'سێ نوسخە', ar: 'ثلاث نسخ' },
};

const MEASURE = /^([\d]+(?:[x-][\d]+)*) (\S+)$/;

/** A demo value's three names; an unknown label is kept as it is in all three. */
export function propertyNames(label: string): ThreeLanguages {
  const word = WORDS[label];
  if (word) return { en: label, ...word };
  const measure = MEASURE.exec(label);
  const unit = measure ? UNITS[measure[2] ?? ''] : undefined;
  if (measure && unit) {
    // "30x40" reads "٣٠×٤٠"; "3-4" keeps its dash.
    const amount = eastern((measure[1] ?? '').replace(/x/g, '×'));
    return { en: label, ku: `${amount} ${unit.ku}`, ar: `${amount} ${unit.ar}` };
  }
  return { en: label, ku: label, ar: label };
}
