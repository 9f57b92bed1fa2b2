import type { Language } from './languages';
import { foldForSearch } from './text';

/**
 * Iraq's 19 governorates (Halabja included), in the order people look for them: the Kurdistan
 * Region first (`kri`), then Baghdad and the rest, with their usual names in each language. A seller's
 * `city` is stored as the English name (the seed's and older rows' spelling);
 * `governorateName` reads it (or a code) in the reader's language.
 */
export const GOVERNORATES = [
  { code: 'ERB', en: 'Erbil', ar: 'أربيل', kr: 'هەولێر', kri: true },
  { code: 'SUL', en: 'Sulaymaniyah', ar: 'السليمانية', kr: 'سلێمانی', kri: true },
  { code: 'DUH', en: 'Duhok', ar: 'دهوك', kr: 'دهۆک', kri: true },
  { code: 'HLB', en: 'Halabja', ar: 'حلبجة', kr: 'هەڵەبجە', kri: true },
  { code: 'BGD', en: 'Baghdad', ar: 'بغداد', kr: 'بەغدا', kri: false },
  { code: 'BSR', en: 'Basra', ar: 'البصرة', kr: 'بەسرە', kri: false },
  { code: 'NIN', en: 'Nineveh', ar: 'نينوى', kr: 'نەینەوا', kri: false },
  { code: 'KRK', en: 'Kirkuk', ar: 'كركوك', kr: 'کەرکووک', kri: false },
  { code: 'ANB', en: 'Anbar', ar: 'الأنبار', kr: 'ئەنبار', kri: false },
  { code: 'DIY', en: 'Diyala', ar: 'ديالى', kr: 'دیالە', kri: false },
  { code: 'SAD', en: 'Salah al-Din', ar: 'صلاح الدين', kr: 'سەلاحەدین', kri: false },
  { code: 'BAB', en: 'Babil', ar: 'بابل', kr: 'بابل', kri: false },
  { code: 'KRB', en: 'Karbala', ar: 'كربلاء', kr: 'کەربەلا', kri: false },
  { code: 'NJF', en: 'Najaf', ar: 'النجف', kr: 'نەجەف', kri: false },
  { code: 'WAS', en: 'Wasit', ar: 'واسط', kr: 'واست', kri: false },
  { code: 'MAY', en: 'Maysan', ar: 'ميسان', kr: 'میسان', kri: false },
  { code: 'DHQ', en: 'Dhi Qar', ar: 'ذي قار', kr: 'زیقار', kri: false },
  { code: 'QAD', en: 'Qadisiyah', ar: 'القادسية', kr: 'دیوانییە', kri: false },
  { code: 'MUT', en: 'Muthanna', ar: 'المثنى', kr: 'موسەننا', kri: false },
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

/**
 * Other spellings people write for a governorate: alternates and, per
 * the iraq-addresses reference ("The list"), the capital's name (الحلة for Babil, الموصل for Nineveh).
 * Compared folded (`foldPlaceName`), so hamza, ة/ه, ى/ي, the article and case need no variants.
 */
const GOVERNORATE_ALIASES: Readonly<Record<GovernorateCode, readonly string[]>> = {
  ERB: ['Arbil', 'Irbil', 'Hewler', 'Hawler', 'Hewlêr', 'اربيل', 'هولير'],
  SUL: [
    'Sulaimani',
    'Sulaimaniya',
    'Sulaymaniya',
    'Slemani',
    'Slimani',
    'Suleimaniyah',
    'سليمانية',
  ],
  DUH: ['Dohuk', 'Dahuk', 'Dihok', 'دهوك', 'دهۆک'],
  HLB: ['Helebce', 'Halabjah'],
  BGD: ['Bagdad', 'Baghdad', 'بەغداد'],
  BSR: ['Basrah', 'Basra', 'بصره'],
  NIN: ['Ninawa', 'Ninewa', 'Mosul', 'Mousul', 'الموصل', 'موصل', 'نینەوا', 'مووسڵ'],
  KRK: ['Kerkuk', 'Karkuk', 'كركوك', 'کەرکوک'],
  ANB: ['Al-Anbar', 'Ramadi', 'الرمادي', 'Fallujah', 'الفلوجة'],
  DIY: ['Baqubah', 'Baquba', 'بعقوبة'],
  SAD: [
    'Saladin',
    'Salahuddin',
    'Salah ad-Din',
    'Tikrit',
    'تكريت',
    'صلاح الدين',
    'Samarra',
    'سامراء',
  ],
  BAB: ['Babylon', 'Babel', 'Hillah', 'Hilla', 'الحلة', 'حلة'],
  KRB: ['Kerbala', 'Karbalaa', 'كربلاء', 'کەربەلا'],
  NJF: ['Najaf', 'Al-Najaf', 'Kufa', 'الكوفة'],
  WAS: ['Wassit', 'Kut', 'Al-Kut', 'الكوت'],
  MAY: ['Missan', 'Maisan', 'Amarah', 'Amara', 'العمارة'],
  DHQ: ['Thi Qar', 'Dhiqar', 'Nasiriyah', 'Nasiriya', 'الناصرية', 'ذي قار', 'ذيقار'],
  QAD: ['Diwaniyah', 'Diwaniya', 'Al-Qadisiyah', 'Qadisiya', 'الديوانية', 'قادسیە'],
  MUT: ['Muthana', 'Al-Muthanna', 'Samawah', 'Samawa', 'السماوة'],
};

// Folds for place names: the search folds (text.ts) plus hamza/alef, ة/ه, ى/ي, Latin accents,
// and the Arabic article at the start of each word ("الانبار" = "انبار").
function foldPlaceName(text: string): string {
  return foldForSearch(text)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .map((word) => (word.startsWith('ال') && word.length > 4 ? word.slice(2) : word))
    .map((word) => (word.startsWith('al') && word.length > 4 ? word.replace(/^al/, '') : word))
    .join(' ')
    .trim();
}

type FoldedName = { code: GovernorateCode; name: string };
let namesFolded: readonly FoldedName[] | undefined;

/**
 * Every governorate's names folded, longest first, so "Salah al-Din" is found before a shorter
 * name inside another word. Made at the first guess, not when the module loads: on a product
 * page that loads it, folding ~150 names (Unicode-class expressions) cost ~20 ms of a slow
 * phone's take-over (docs/performance.md).
 */
function foldedNames(): readonly FoldedName[] {
  namesFolded ??= GOVERNORATES.flatMap((g) =>
    [g.code, g.en, g.ar, g.kr, ...GOVERNORATE_ALIASES[g.code]]
      .map((name) => foldPlaceName(name))
      .filter((name) => name.length >= 3)
      .map((name) => ({ code: g.code, name })),
  ).sort((a, b) => b.name.length - a.name.length);
  return namesFolded;
}

/**
 * The governorate a free-text place names, or undefined: first the whole text (a city field
 * such as "الحلة", "Hewlêr", "نينوي"), then the first governorate or capital named as a whole
 * word inside it ("Karrada, Baghdad"). Arabic spelling variants and case do not matter.
 */
export function guessGovernorate(...texts: readonly string[]): Governorate | undefined {
  const folded = texts.map((text) => foldPlaceName(text)).filter((text) => text !== '');
  for (const text of folded) {
    const whole = foldedNames().find((entry) => entry.name === text);
    if (whole) return governorateByCode(whole.code);
  }
  for (const text of folded) {
    const padded = ` ${text} `;
    const inside = foldedNames().find((entry) => padded.includes(` ${entry.name} `));
    if (inside) return governorateByCode(inside.code);
  }
  return undefined;
}

/** The governorate with this code (codes come from the contract's enum). */
export function governorateByCode(code: GovernorateCode): Governorate {
  return GOVERNORATES.find((g) => g.code === code) ?? GOVERNORATES[0];
}
