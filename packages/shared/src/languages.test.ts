import { describe, expect, it } from 'vitest';
import {
  LANGUAGE_INFO,
  browserLanguage,
  localisedName,
  pageLanguageOf,
  toLanguage,
} from './languages';

describe('toLanguage', () => {
  it.each([
    ['kr', 'kr'],
    ['ckb', 'kr'],
    ['ku-IQ', 'kr'],
    ['ar', 'ar'],
    ['ar-IQ', 'ar'],
    ['en', 'en'],
    ['EN-gb', 'en'],
    ['fr', 'kr'],
    ['', 'kr'],
    [undefined, 'kr'],
  ])('reads %s as %s', (input, expected) => {
    expect(toLanguage(input)).toBe(expected);
  });
});

describe('LANGUAGE_INFO', () => {
  it('writes Kurdish as ckb and both Arabic-script languages right to left', () => {
    expect(LANGUAGE_INFO.kr).toMatchObject({ htmlLang: 'ckb', dir: 'rtl' });
    expect(LANGUAGE_INFO.ar).toMatchObject({ htmlLang: 'ar', dir: 'rtl' });
    expect(LANGUAGE_INFO.en).toMatchObject({ htmlLang: 'en', dir: 'ltr' });
  });
});

describe('localisedName', () => {
  const names = { enName: 'Mugs', kuName: 'کوپ', arName: 'أكواب' };
  it('picks kuName for Kurdish, arName for Arabic and enName for English', () => {
    expect(localisedName(names, 'kr')).toBe('کوپ');
    expect(localisedName(names, 'ar')).toBe('أكواب');
    expect(localisedName(names, 'en')).toBe('Mugs');
  });
  it("falls back to another language where the reader's name is empty or blank", () => {
    const onlyKurdish = { enName: '', kuName: 'کوپ', arName: ' ' };
    expect(localisedName(onlyKurdish, 'ar')).toBe('کوپ');
    expect(localisedName(onlyKurdish, 'en')).toBe('کوپ');
    expect(localisedName({ enName: 'Mugs', kuName: '', arName: 'أكواب' }, 'kr')).toBe('أكواب');
    expect(localisedName({ enName: 'Mugs', kuName: 'کوپ', arName: '' }, 'ar')).toBe('Mugs');
    expect(localisedName({ enName: '', kuName: '', arName: '' }, 'en')).toBe('');
  });
});

describe('browserLanguage', () => {
  it.each([
    [['en-US', 'en'], undefined],
    [['ar-IQ', 'en'], 'ar'],
    [['en-US', 'ckb-IQ'], 'kr'],
    [['en', 'ku', 'ar'], 'kr'],
    [['de', 'fr'], undefined],
    [[], undefined],
  ])('takes only Arabic or Kurdish from %j', (tags, language) => {
    expect(browserLanguage(tags)).toBe(language);
  });
});

describe('pageLanguageOf', () => {
  it('takes the address, then the cookie, then an Arabic or Kurdish browser, then Kurdish', () => {
    expect(pageLanguageOf('en', 'ar', ['ar-IQ'])).toBe('en');
    expect(pageLanguageOf('fr', 'ar', ['en'])).toBe('ar');
    expect(pageLanguageOf(undefined, 'ckb', ['ar-IQ'])).toBe('kr');
    expect(pageLanguageOf(null, undefined, ['en-US', 'ar-IQ'])).toBe('ar');
    expect(pageLanguageOf(undefined, undefined, ['en-US'])).toBe('kr');
  });
});
