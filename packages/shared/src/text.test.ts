import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  foldForSearch,
  normaliseDigits,
  normaliseNumber,
  readTypedNumber,
  searchStems,
  stemWord,
} from './text';

describe('normaliseDigits', () => {
  it('turns Eastern Arabic digits into ASCII', () => {
    expect(normaliseDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(normaliseDigits('٠٧٧٠')).toBe('0770');
  });

  it('turns Persian digits into ASCII', () => {
    expect(normaliseDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
  });

  it('leaves everything else, including mixed text, untouched', () => {
    expect(normaliseDigits('کارت ١٠ x 5 ۲')).toBe('کارت 10 x 5 2');
    expect(normaliseDigits('Mugs 12')).toBe('Mugs 12');
  });
});

describe('normaliseNumber', () => {
  it('reads Eastern Arabic and Persian digits, the Arabic decimal mark and thousands mark', () => {
    expect(normaliseNumber('٣٫٧٥')).toBe('3.75');
    expect(normaliseNumber('۱۲٫۵')).toBe('12.5');
    expect(normaliseNumber('١٬٠٠٠')).toBe('1000');
    expect(normaliseNumber('12.50')).toBe('12.50');
  });
});

describe('readTypedNumber', () => {
  it('reads a number typed on any keyboard: Eastern Arabic, Persian, Arabic marks', () => {
    expect(readTypedNumber('١٢')).toBe(12);
    expect(readTypedNumber('۰۷')).toBe(7);
    expect(readTypedNumber('٣٫٧٥')).toBe(3.75);
    expect(readTypedNumber('١٬٢٥٠٬٠٠٠')).toBe(1_250_000);
    expect(readTypedNumber('1,250')).toBe(1250);
    expect(readTypedNumber(' 42 ')).toBe(42);
    expect(readTypedNumber('\u200F٤٢')).toBe(42);
  });

  it('reads a leading minus, ASCII or the typographic one, and keeps zero decimals', () => {
    expect(readTypedNumber('-3')).toBe(-3);
    expect(readTypedNumber('\u2212٣')).toBe(-3);
    expect(readTypedNumber('-٠٫٥')).toBe(-0.5);
    expect(readTypedNumber('0.50')).toBe(0.5);
  });

  it('refuses what is not one plain number instead of guessing', () => {
    for (const text of [
      '',
      ' ',
      'abc',
      '1,31',
      '3-',
      '1e3',
      '0x10',
      'Infinity',
      '1.2.3',
      '--1',
      '.',
      '-',
    ])
      expect(readTypedNumber(text), text).toBeNull();
  });

  it('reads every integer back from its Eastern Arabic spelling', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (value) => {
        const eastern = String(value).replace(/\d/g, (d) =>
          String.fromCharCode(0x0660 + Number(d)),
        );
        expect(readTypedNumber(eastern)).toBe(value);
      }),
    );
  });
});

describe('foldForSearch', () => {
  it('folds Arabic kaf/yeh and Kurdish keheh/Farsi yeh to one spelling', () => {
    const folded = foldForSearch('کارتی');
    expect(foldForSearch('كارتی')).toBe(folded); // Arabic kaf, Farsi yeh
    expect(foldForSearch('کارتي')).toBe(folded); // keheh, Arabic yeh
    expect(foldForSearch('كارتي')).toBe(folded);
    expect(folded).toBe('\u06A9\u0627\u0631\u062A\u06CC');
  });

  it('folds alef maksura and ې into ی', () => {
    expect(foldForSearch('على')).toBe(foldForSearch('علی'));
    expect(foldForSearch('\u06D0')).toBe('\u06CC');
  });

  it('folds heh, Kurdish ae, teh marbuta and heh doachashmee into ه', () => {
    for (const variant of ['ه', 'ە', 'ة', 'ھ']) {
      expect(foldForSearch(`چاپخان${variant}`)).toBe('چاپخان\u0647');
    }
    expect(foldForSearch('مطبعة')).toBe(foldForSearch('مطبعه'));
  });

  it('folds hamza and madda alef forms into ا and ؤ into و', () => {
    expect(foldForSearch('أإآٱا')).toBe('ااااا');
    expect(foldForSearch('مؤسسة')).toBe(foldForSearch('موسسه'));
  });

  it('keeps distinct Kurdish letters and ئ apart', () => {
    expect(foldForSearch('ێ ۆ ڕ ڵ ئ')).toBe('ێ ۆ ڕ ڵ ئ');
    expect(foldForSearch('ێ')).not.toBe(foldForSearch('ی'));
  });

  it('turns Eastern Arabic and Persian digits into ASCII', () => {
    expect(foldForSearch('٠٧٧٠')).toBe('0770');
    expect(foldForSearch('کارت ۱۰۰')).toBe(foldForSearch('کارت 100'));
  });

  it('removes harakat, superscript alef and Quranic marks', () => {
    expect(foldForSearch('كِتَابٌ')).toBe(foldForSearch('كتاب'));
    expect(foldForSearch('هٰذا')).toBe(foldForSearch('هذا'));
    expect(foldForSearch('بطاقةۖ')).toBe(foldForSearch('بطاقة'));
  });

  it('removes tatweel, ZWNJ, ZWJ and bidi marks', () => {
    expect(foldForSearch('كـــارت')).toBe(foldForSearch('كارت'));
    expect(foldForSearch('می\u200Cخوام\u200D')).toBe(foldForSearch('میخوام'));
    expect(foldForSearch('\u200Fکارت\u200E\u061C')).toBe(foldForSearch('کارت'));
  });

  it('treats a decomposed hamza (ي + ٔ) like the composed letter ئ', () => {
    expect(foldForSearch('\u064A\u0654')).toBe(foldForSearch('\u0626'));
  });

  it('reads Arabic presentation forms copied from PDFs as ordinary letters', () => {
    // ﻛﺎﺭﺕ: kaf/alef/reh/teh presentation forms
    expect(foldForSearch('\uFEDB\uFE8E\uFEAD\uFE95')).toBe(foldForSearch('کارت'));
  });

  it('matches Latin text case-insensitively', () => {
    expect(foldForSearch('Business CARDS')).toBe('business cards');
    expect(foldForSearch('BUSINESS cards')).toBe(foldForSearch('business Cards'));
    expect(foldForSearch('Ｍｕｇｓ')).toBe('mugs');
  });

  it('collapses runs of whitespace and trims', () => {
    expect(foldForSearch('  business \t\n  cards\u00A0 ')).toBe('business cards');
    expect(foldForSearch('کارتی  \u200C  بازرگانی')).toBe('کارتی بازرگانی');
    expect(foldForSearch('   ')).toBe('');
  });

  it('folds a search query so it is found inside a folded name', () => {
    const stored = foldForSearch('كارتي بزنس — Business Cards ١٠٠');
    expect(stored.includes(foldForSearch('کارتی'))).toBe(true);
    expect(stored.includes(foldForSearch('CARDS 100'))).toBe(true);
  });

  it('stays idempotent when removing a tatweel joins a Latin letter and its accent', () => {
    const once = foldForSearch('e\u0640\u0301');
    expect(once).toBe('\u00E9');
    expect(foldForSearch(once)).toBe(once);
  });

  const arabicScript = fc
    .array(
      fc.oneof(
        fc.integer({ min: 0x0600, max: 0x06ff }),
        fc.integer({ min: 0xfb50, max: 0xfdff }),
        fc.integer({ min: 0xfe70, max: 0xfeff }),
        fc.constantFrom(0x20, 0x09, 0x41, 0x61, 0xc9, 0x301, 0x200c, 0x200d, 0x200f),
      ),
    )
    .map((codes) => String.fromCodePoint(...codes));

  it('is idempotent on Arabic-script text (property)', () => {
    fc.assert(
      fc.property(arabicScript, (text) => {
        const once = foldForSearch(text);
        expect(foldForSearch(once)).toBe(once);
      }),
      { numRuns: 1000 },
    );
  });

  it('is idempotent on any Unicode text (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }), (a, b) => {
        expect(foldForSearch(foldForSearch(a))).toBe(foldForSearch(a));
        expect(foldForSearch(foldForSearch(b))).toBe(foldForSearch(b));
      }),
      { numRuns: 1000 },
    );
  });

  it('never leaves foldable letters, non-ASCII digits, marks or edge spaces (property)', () => {
    fc.assert(
      fc.property(arabicScript, (text) => {
        const folded = foldForSearch(text);
        expect(folded).not.toMatch(
          /[\u0643\u064A\u0649\u06D0\u06D5\u0629\u06BE\u0623\u0625\u0622\u0671\u0624]/,
        );
        expect(folded).not.toMatch(
          /[\u0660-\u0669\u06F0-\u06F9\u0640]|[\u064B-\u065F]|[\u200C\u200D]/,
        );
        expect(folded).toBe(folded.trim());
        expect(folded).not.toMatch(/\s\s/);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('normaliseNumber, thousands and bidi marks', () => {
  it('reads Eastern Arabic and Persian digits and the Arabic decimal mark', () => {
    expect(normaliseNumber('٣٫٧٥')).toBe('3.75');
    expect(normaliseNumber('١٣١٠')).toBe('1310');
    expect(normaliseNumber('۱۳۱۰.۵')).toBe('1310.5');
    expect(normaliseNumber(' \u200F١٣١٠ ')).toBe('1310');
  });

  it('drops thousands separators only where they group thousands', () => {
    expect(normaliseNumber('1,310')).toBe('1310');
    expect(normaliseNumber('1,250,000.50')).toBe('1250000.50');
    expect(normaliseNumber('١٬٣١٠')).toBe('1310');
    expect(normaliseNumber('1,31')).toBe('1,31');
    expect(normaliseNumber('13,10')).toBe('13,10');
    expect(normaliseNumber('')).toBe('');
  });
});

describe('stemWord and searchStems', () => {
  const stem = (text: string) => searchStems(text).join(' ');

  it('reduces English plurals -s, -es and -ies to the singular', () => {
    const cases: [string, string][] = [
      ['pens', 'pen'],
      ['Pens', 'pen'],
      ['mugs', 'mug'],
      ['cards', 'card'],
      ['boxes', 'box'],
      ['glasses', 'glass'],
      ['brushes', 'brush'],
      ['benches', 'bench'],
      ['batteries', 'battery'],
      ['diaries', 'diary'],
      ['notes', 'note'],
      ['T-Shirts', 't-shirt'],
      ['Notebooks & Notepads', 'notebook & notepad'],
    ];
    for (const [typed, expected] of cases) expect(stem(typed), typed).toBe(expected);
  });

  it('leaves English words that only look plural, and short words, alone', () => {
    for (const word of ['business', 'glass', 'canvas', 'bus', 'gas', 'its', 'pen', 'mug']) {
      expect(stemWord(word), word).toBe(word === 'canvas' ? 'canva' : word);
    }
    expect(stemWord('bussiness')).toBe('bussiness');
  });

  it('gives a plural and its singular the same stem in English', () => {
    for (const [plural, singular] of [
      ['pens', 'pen'],
      ['stickers', 'sticker'],
      ['calendars', 'calendar'],
      ['hoodies', 'hoody'],
      ['bottles', 'bottle'],
    ]) {
      expect(stemWord(plural!), plural).toBe(stemWord(singular!));
    }
  });

  it('reduces Arabic broken plurals to the singular (أفعال and the listed ones)', () => {
    const same: [string, string][] = [
      ['أكواب', 'كوب'],
      ['الأكواب', 'كوب'],
      ['أقلام', 'قلم'],
      ['الأقلام', 'قلم'],
      ['أكياس', 'كيس'],
      ['أعلام', 'علم'],
      ['أوراق', 'ورق'],
      ['دفاتر', 'دفتر'],
      ['الدفاتر', 'دفتر'],
      ['قوارير', 'قارورة'],
      ['تقاويم', 'تقويم'],
      ['حقائب', 'حقيبة'],
      ['قمصان', 'قميص'],
      ['أطقم', 'طقم'],
    ];
    for (const [plural, singular] of same) expect(stem(plural), plural).toBe(stem(singular));
  });

  it('reduces Arabic sound plurals ـات ـون ـين and the article', () => {
    const same: [string, string][] = [
      ['بطاقات', 'بطاقة'],
      ['ستيكرات', 'ستيكر'],
      ['لافتات', 'لافتة'],
      ['مصممون', 'مصمم'],
      ['مصممين', 'مصمم'],
      ['الملصقات', 'ملصق'],
      ['المفكرات', 'مفكرة'],
      ['والقوارير', 'قارورة'],
      ['بالأقلام', 'قلم'],
      ['للبطاقات', 'بطاقة'],
    ];
    for (const [plural, singular] of same) expect(stem(plural), plural).toBe(stem(singular));
  });

  it('folds alef and hamza forms, ta marbuta, alef maqsura, tatweel and diacritics first', () => {
    expect(stem('إعلان')).toBe(stem('اعلان'));
    expect(stem('آلة')).toBe(stem('الة'));
    expect(stem('بطاقة')).toBe(stem('بطاقه'));
    expect(stem('مستشفى')).toBe(stem('مستشفي'));
    expect(stem('أكـــواب')).toBe(stem('أكواب'));
    expect(stem('أَكْوَاب')).toBe(stem('كوب'));
    expect(stem('قَلَم')).toBe('قلم');
  });

  it('reduces Kurdish Sorani plural, definite and ezafe endings', () => {
    const same: [string, string][] = [
      ['پێنووسەکان', 'پێنووس'],
      ['پێنووسان', 'پێنووس'],
      ['پێنووسەکە', 'پێنووس'],
      ['کوپەکان', 'کوپ'],
      ['کوپی', 'کوپ'],
      ['کارتیەکان', 'کارت'],
      ['کارتەکان', 'کارتی'],
      ['دەفتەرەکان', 'دەفتەر'],
      ['نامیلکەکان', 'نامیلکە'],
      ['ستیکەرەکان', 'ستیکەر'],
      ['کیسەکان', 'کیسە'],
    ];
    for (const [form, base] of same) expect(stem(form), form).toBe(stem(base));
  });

  it('treats Arabic and Kurdish letter variants (ك/ک, ي/ی, ه/ە) as one', () => {
    expect(stem('كوپەكان')).toBe(stem('کوپ'));
    expect(stem('كارتي')).toBe(stem('کارتی'));
    expect(stem('نامیلكه')).toBe(stem('نامیلکە'));
  });

  it('keeps short words and words that only end like a plural', () => {
    expect(stemWord('نان')).toBe('نان');
    expect(stemWord('کوپ')).toBe('کوپ');
    expect(stemWord('330')).toBe('330');
    expect(stemWord('bc-777')).toBe('bc-777');
  });

  it('is deterministic and never throws on any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const stems = searchStems(text);
        expect(searchStems(text)).toEqual(stems);
        for (const word of stems) expect(word.length).toBeGreaterThan(0);
      }),
    );
  });
});
