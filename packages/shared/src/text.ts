/**
 * Text helpers for the three name fields (Kurdish Sorani, Arabic, English) and for inputs
 * typed on Arabic-script keyboards. Pure and deterministic: the API stores
 * `foldForSearch(name)` in a search column at write time and folds the query the same way,
 * so the browser and the server must agree character for character.
 */

/** Eastern Arabic ٠-٩ (U+0660–0669) and Persian/Kurdish ۰-۹ (U+06F0–06F9). */
const NON_ASCII_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Turns Eastern Arabic (٠-٩) and Persian (۰-۹) digits into ASCII 0-9; nothing else changes. */
export function normaliseDigits(text: string): string {
  return text.replace(NON_ASCII_DIGIT, (digit) => {
    const code = digit.charCodeAt(0);
    // Both blocks run 0..9 in order, so the offset from the block's zero is the digit.
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

/** Arabic decimal mark ٫ (U+066B) and thousands separator ٬ (U+066C). */
const ARABIC_DECIMAL_MARK = /\u066B/g;
const ARABIC_THOUSANDS_SEPARATOR = /\u066C/g;
/** The typographic minus − (U+2212), which pasted figures and some keyboards give. */
const TYPOGRAPHIC_MINUS = /\u2212/g;
/** Commas that group thousands properly ("1,310", "12,500.75"): the only commas that are dropped. */
const THOUSANDS_GROUPED = /^\d{1,3}(,\d{3})+(\.\d*)?$/;

/**
 * A number as a person typed it, in the spelling the decimal fields read: ASCII digits (from
 * Eastern Arabic ٠-٩ and Persian ۰-۹), "." for the Arabic decimal mark ٫, no bidi marks or
 * surrounding spaces, and thousands separators (٬, or "," in whole groups of three) removed.
 * Any other comma stays, so "1,31" is refused rather than guessed (1.31 or 131?).
 * Every number the console reads (rate, prices, quantities, discounts) and the API's decimal
 * fields go through it.
 */
export function normaliseNumber(text: string): string {
  const plain = normaliseDigits(text)
    .replace(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g, '')
    .trim()
    .replace(ARABIC_DECIMAL_MARK, '.')
    .replace(ARABIC_THOUSANDS_SEPARATOR, ',')
    .replace(TYPOGRAPHIC_MINUS, '-');
  const sign = plain.startsWith('-') ? '-' : '';
  const digits = plain.slice(sign.length);
  return THOUSANDS_GROUPED.test(digits) ? sign + digits.replaceAll(',', '') : plain;
}

/** One plain number after `normaliseNumber`: an optional leading minus, digits, one decimal point. */
const PLAIN_NUMBER = /^-?(\d+(\.\d*)?|\.\d+)$/;

/**
 * The number a person typed in a number field, on any keyboard (`١٢` → 12, `٣٫٧٥` → 3.75,
 * `١٬٠٠٠` → 1000, `−٣` → -3), or null when the text is not one plain number ("1,31", "3-",
 * "1e3", "0x10" are refused, not guessed). Every console number field reads through it.
 */
export function readTypedNumber(text: string): number | null {
  const plain = normaliseNumber(text);
  return PLAIN_NUMBER.test(plain) ? Number(plain) : null;
}

/**
 * Marks and invisibles that carry no meaning for matching:
 * harakat and Quranic marks (U+064B–065F, U+0670, U+06D6–06ED), tatweel (U+0640),
 * ZWNJ/ZWJ (U+200C/U+200D), and bidi controls that copy-paste drags along
 * (ALM U+061C, LRM/RLM U+200E/U+200F, embeddings U+202A–202E, isolates U+2066–2069,
 * BOM U+FEFF).
 */
const IGNORABLE =
  // Marks, joiners and the rest sit in separate classes: a mark or ZWJ after a letter inside
  // one class reads as a combined character (eslint no-misleading-character-class).
  /[\u064B-\u065F\u0670\u06D6-\u06ED]|[\u200C\u200D]|[\u0640\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/**
 * One canonical letter per group of Arabic-script variants that people type interchangeably.
 * Targets: kaf → ک (U+06A9 keheh, the Kurdish/Persian form); yeh → ی (U+06CC Farsi yeh,
 * the Kurdish form); heh/ae/teh marbuta → ه (U+0647 Arabic heh, which every keyboard has);
 * alef forms → ا (U+0627); waw with hamza → و (U+0648).
 * Kurdish letters that are distinct sounds (ێ ۆ ڕ ڵ ڤ ڎ) and ئ (the Kurdish vowel seat) are
 * deliberately left alone.
 */
const LETTER_FOLDS: Readonly<Record<string, string>> = {
  '\u0643': '\u06A9', // ك Arabic kaf
  '\u064A': '\u06CC', // ي Arabic yeh
  '\u0649': '\u06CC', // ى alef maksura
  '\u06D0': '\u06CC', // ې yeh with two dots below
  '\u06D5': '\u0647', // ە Kurdish ae
  '\u0629': '\u0647', // ة teh marbuta
  '\u06BE': '\u0647', // ھ heh doachashmee (Kurdish h)
  '\u06C0': '\u0647', // ۀ heh with yeh above (ە + hamza, composed by NFKC)
  '\u06C1': '\u0647', // ہ heh goal
  '\u06C3': '\u0647', // ۃ teh marbuta goal
  '\u0623': '\u0627', // أ
  '\u0625': '\u0627', // إ
  '\u0622': '\u0627', // آ
  '\u0671': '\u0627', // ٱ alef wasla
  '\u0624': '\u0648', // ؤ
};

const FOLDABLE_LETTER = new RegExp(`[${Object.keys(LETTER_FOLDS).join('')}]`, 'g');

/**
 * Folds text for search matching across enName/kuName/arName: NFKC, lowercase, ASCII digits,
 * no diacritics/tatweel/ZWNJ/ZWJ/bidi marks, one letter per variant group (see LETTER_FOLDS:
 * ک ی ه ا و), single spaces, trimmed. Idempotent: `foldForSearch(foldForSearch(x)) === foldForSearch(x)`.
 */
export function foldForSearch(text: string): string {
  return (
    normaliseDigits(
      // NFKC first: presentation forms (ﻙ ﻻ, from PDFs), full-width Latin and decomposed
      // hamza sequences (ي + ٔ) become the ordinary letters the folds below expect.
      text.normalize('NFKC').toLowerCase(),
    )
      .replace(IGNORABLE, '')
      .replace(FOLDABLE_LETTER, (letter) => LETTER_FOLDS[letter] ?? letter)
      // Removing a mark or tatweel can bring a Latin letter and its accent together
      // ("e" + tatweel + U+0301); composing again keeps the function idempotent.
      .normalize('NFKC')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

// --- Search words: plural and suffix forms reduced to one stem ---------------------------------

/** Stems shorter than this keep their ending: "bus", "نان" and "دوکان" are words, not plurals. */
const MIN_STEM = 3;

/**
 * Arabic broken plurals the catalogue uses that no ending rule reaches (the أفعال pattern,
 * أكواب → كوب, is a rule below). Written as people spell them; folded when the module loads.
 */
const BROKEN_PLURALS: readonly (readonly [plural: string, singular: string])[] = [
  ['قوارير', 'قارورة'],
  ['دفاتر', 'دفتر'],
  ['تقاويم', 'تقويم'],
  ['حقائب', 'حقيبة'],
  ['قمصان', 'قميص'],
  ['قوائم', 'قائمة'],
  ['أطقم', 'طقم'],
  ['ملابس', 'ملبس'],
  ['صناديق', 'صندوق'],
  ['مخططات', 'مخطط'],
];

/**
 * Endings taken off an Arabic-script word, longest first, in folded spelling (ە → ه):
 * Kurdish Sorani ـیەکان ـەکان ـەکە ـکان ـان (plural and definite), Arabic ـات ـون ـین
 * (sound plurals), then the one-letter endings ـە/ـة (folded ه) and the Kurdish ezafe ـی.
 */
const ARABIC_SCRIPT_ENDINGS = ['یهکان', 'هکان', 'هکه', 'کان', 'ات', 'ان', 'ون', 'ین'];
const ARABIC_SCRIPT_LAST_LETTERS = ['ه', 'ی'];

/** The Arabic article and the one-letter words written joined to it, in folded spelling. */
const ARTICLES = ['وال', 'بال', 'کال', 'فال', 'لل', 'ال'];

const LATIN_WORD = /[a-z]$/;
const ARABIC_SCRIPT_WORD = /[\u0600-\u06FF]$/;

function stripEnding(word: string, endings: readonly string[]): string {
  for (const ending of endings) {
    if (!word.endsWith(ending)) continue;
    const stem = word.slice(0, -ending.length);
    // Two-letter stems only for the sound plural ـات (بطاقات → بطاق), never for ـان (نان stays).
    if (stem.length >= MIN_STEM || (ending === 'ات' && stem.length === MIN_STEM - 1)) return stem;
  }
  return word;
}

/** English -ies → -y, -(s|sh|ch|x|z)es → drop -es, -s → drop (not -ss, -us, -is). */
function stemEnglish(word: string): string {
  if (word.length <= MIN_STEM) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  if (/(ss|us|is)$/.test(word)) return word;
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

const brokenPlurals = new Map<string, string>();

function stemArabicScript(word: string): string {
  let stem = word;
  // The Arabic article ال, alone or after و ب ک ف (والقوارير), and لل (also on the broken
  // plurals: الأكواب → أكواب → كوب).
  const article = ARTICLES.find((prefix) => stem.startsWith(prefix));
  if (article && stem.length - article.length >= MIN_STEM) stem = stem.slice(article.length);
  const singular = brokenPlurals.get(stem);
  if (singular !== undefined) stem = singular;
  // أفعال: alef, two letters, alef, one letter is the plural of the three letters (اکواب → کوب).
  else if (stem.length === 5 && stem[0] === 'ا' && stem[3] === 'ا') {
    stem = `${stem[1]}${stem[2]}${stem[4]}`;
  }
  stem = stripEnding(stem, ARABIC_SCRIPT_ENDINGS);
  return stripEnding(stem, ARABIC_SCRIPT_LAST_LETTERS);
}

/**
 * One word's stem, the form the search compares: singular for plural, no article, no Kurdish
 * definite or ezafe ending (pens → pen, batteries → battery, الأكواب → کوب, پێنووسەکان → پێنووس).
 * Takes a word already folded by `foldForSearch`. Used for the stored product search text and
 * for the typed query alike, so both sides reduce a word the same way.
 */
export function stemWord(word: string): string {
  if (LATIN_WORD.test(word)) return stemEnglish(word);
  if (ARABIC_SCRIPT_WORD.test(word)) return stemArabicScript(word);
  return word;
}

for (const [plural, singular] of BROKEN_PLURALS) {
  brokenPlurals.set(foldForSearch(plural), stemWord(foldForSearch(singular)));
}

/** The stems of a text's words, folded first: what the search compares ("Pens" → ["pen"]). */
export function searchStems(text: string): string[] {
  return foldForSearch(text).split(' ').filter(Boolean).map(stemWord);
}

/** Text made safe inside HTML, as an element's text or a quoted attribute's value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
