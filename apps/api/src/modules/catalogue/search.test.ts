import { describe, expect, it } from 'vitest';
import {
  editDistance,
  parseSearch,
  productSearchText,
  searchConcepts,
  synonymIndex,
  synonymKey,
  typoAllowance,
} from './search';

describe('productSearchText', () => {
  it('holds the folded names between bars, then every word’s stem after a space', () => {
    expect(
      productSearchText({
        enName: 'Ceramic Mugs',
        kuName: 'کوپەکان',
        arName: 'الأكواب',
        code: 'MG-1',
      }),
    ).toBe('|ceramic mugs|کوپهکان|الاکواب|mg-1| ceramic mug کوپ کوب mg-1 ');
  });

  it('keeps a bar in a name from ending the name early', () => {
    expect(productSearchText({ enName: 'A|B', kuName: '', arName: '', code: '' })).toBe(
      '|a b|||| a b ',
    );
  });
});

describe('parseSearch', () => {
  it('is undefined for a blank search', () => {
    expect(parseSearch(undefined)).toBeUndefined();
    expect(parseSearch('   ')).toBeUndefined();
  });

  it('gives the folded phrase, each word’s stem and its swapped-letter stems', () => {
    const parsed = parseSearch('  Mgus  PENS ');
    expect(parsed?.phrase).toBe('mgus pens');
    expect(parsed?.words.map((w) => w.stem)).toEqual(['mgus', 'pen']);
    expect(parsed?.words[0]?.typoStems).toContain('mug');
  });

  it('bends no short word and no word without letters', () => {
    const parsed = parseSearch('cup 1234');
    expect(parsed?.words.map((w) => w.typoStems)).toEqual([[], []]);
  });

  it('compares and bends at most three words, each of 3 to 16 letters', () => {
    const parsed = parseSearch(`ab ${'x'.repeat(17)} mugs cup 1234 pens bottle`);
    expect(parsed?.words.map((w) => w.similar)).toEqual([
      false,
      false,
      true,
      true,
      false,
      true,
      false,
    ]);
    expect(parsed?.words[1]?.typoStems).toEqual([]);
    expect(parsed?.words[6]?.typoStems).toEqual([]);
  });

  it('reads at most eight words', () => {
    expect(parseSearch('a b c d e f g h i j')?.words).toHaveLength(8);
  });
});

describe('editDistance and typoAllowance', () => {
  it('counts added, dropped, changed and swapped letters', () => {
    expect(editDistance('business', 'business', 2)).toBe(0);
    expect(editDistance('bussiness', 'business', 2)).toBe(1);
    expect(editDistance('mgu', 'mug', 1)).toBe(1);
    expect(editDistance('ceramik', 'ceramic', 1)).toBe(1);
    expect(editDistance('پێنوس', 'پێنووس', 1)).toBe(1);
  });

  it('stops past the limit', () => {
    expect(editDistance('mug', 'bottle', 1)).toBe(2);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });

  it('allows no slip under four letters, one under eight, two from eight', () => {
    expect(typoAllowance('cup')).toBe(0);
    expect(typoAllowance('mugs')).toBe(1);
    expect(typoAllowance('bussiness')).toBe(2);
  });
});

describe('split and joined words, synonyms (issue 35.15)', () => {
  it('keeps a hyphenated word’s parts and joined form in the search column, not a code’s', () => {
    expect(productSearchText({ enName: 'T-Shirts', kuName: '', arName: '', code: 'TS-1' })).toBe(
      '|t-shirts|||ts-1| t-shirt t shirt tshirt ts-1 ',
    );
  });

  it('looks "t shirt", "t-shirt", "T-Shirts" and "tshirt" up by one key', () => {
    const keys = ['t shirt', 't-shirt', 'T-Shirts', 'tshirt'].map(synonymKey);
    expect(new Set(keys).size).toBe(1);
  });

  it('reads the longest span that is a term as one concept with every term as an alternative', () => {
    const index = synonymIndex([
      ['business card', 'كروت شخصية', 'کارتی بزنس'],
      ['mug', 'cup'],
    ]);
    const concepts = searchConcepts(parseSearch('كروت شخصية gold')!, index);
    const stems = (text: string) => parseSearch(text)!.words.map((w) => w.stem);
    expect(concepts.map((c) => c.word.word)).toEqual([parseSearch('كروت شخصية')!.phrase, 'gold']);
    expect(concepts[0]?.alternatives?.map((a) => a.map((w) => w.stem))).toEqual([
      stems('كروت شخصية'),
      ['business', 'card'],
      stems('کارتی بزنس'),
    ]);
    expect(concepts[1]?.alternatives).toBeUndefined();
  });
});
