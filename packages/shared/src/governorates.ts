import type { Language } from './languages';

/**
 * Iraq's 19 governorates (Halabja included), in the order people look for them: the Kurdistan
 * Region first, then Baghdad and the rest, with their usual names in each language. A seller's
 * `city` is stored as the English name (the seed's and older rows' spelling);
 * `governorateName` reads it (or a code) in the reader's language.
 */
export const GOVERNORATES = [
  { code: 'ERB', en: 'Erbil', ar: 'أربيل', kr: 'هەولێر' },
  { code: 'SUL', en: 'Sulaymaniyah', ar: 'السليمانية', kr: 'سلێمانی' },
  { code: 'DUH', en: 'Duhok', ar: 'دهوك', kr: 'دهۆک' },
  { code: 'HLB', en: 'Halabja', ar: 'حلبجة', kr: 'هەڵەبجە' },
  { code: 'BGD', en: 'Baghdad', ar: 'بغداد', kr: 'بەغدا' },
  { code: 'BSR', en: 'Basra', ar: 'البصرة', kr: 'بەسرە' },
  { code: 'NIN', en: 'Nineveh', ar: 'نينوى', kr: 'نەینەوا' },
  { code: 'KRK', en: 'Kirkuk', ar: 'كركوك', kr: 'کەرکووک' },
  { code: 'ANB', en: 'Anbar', ar: 'الأنبار', kr: 'ئەنبار' },
  { code: 'DIY', en: 'Diyala', ar: 'ديالى', kr: 'دیالە' },
  { code: 'SAD', en: 'Salah al-Din', ar: 'صلاح الدين', kr: 'سەلاحەدین' },
  { code: 'BAB', en: 'Babil', ar: 'بابل', kr: 'بابل' },
  { code: 'KRB', en: 'Karbala', ar: 'كربلاء', kr: 'کەربەلا' },
  { code: 'NJF', en: 'Najaf', ar: 'النجف', kr: 'نەجەف' },
  { code: 'WAS', en: 'Wasit', ar: 'واسط', kr: 'واست' },
  { code: 'MAY', en: 'Maysan', ar: 'ميسان', kr: 'میسان' },
  { code: 'DHQ', en: 'Dhi Qar', ar: 'ذي قار', kr: 'زیقار' },
  { code: 'QAD', en: 'Qadisiyah', ar: 'القادسية', kr: 'دیوانییە' },
  { code: 'MUT', en: 'Muthanna', ar: 'المثنى', kr: 'موسەننا' },
] as const;

export type Governorate = (typeof GOVERNORATES)[number];
export type GovernorateCode = Governorate['code'];
export const GOVERNORATE_CODES = GOVERNORATES.map((g) => g.code) as [
  GovernorateCode,
  ...GovernorateCode[],
];

/** The governorate a stored city names (its code or a name in any of the three languages). */
export function findGovernorate(city: string): Governorate | undefined {
  const text = city.trim().toLowerCase();
  return GOVERNORATES.find(
    (g) =>
      g.code.toLowerCase() === text ||
      g.en.toLowerCase() === text ||
      g.ar === text ||
      g.kr === text,
  );
}

/** A stored city in the reader's language; a city that is no governorate is shown as stored. */
export function governorateName(city: string, language: Language): string {
  return findGovernorate(city)?.[language] ?? city;
}
