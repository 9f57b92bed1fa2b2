import { describe, expect, it } from 'vitest';
import { GOVERNORATES, findGovernorate, governorateName, guessGovernorate } from './governorates';

describe('governorates', () => {
  it('lists 19 governorates with distinct codes and names in three languages', () => {
    expect(GOVERNORATES).toHaveLength(19);
    expect(new Set(GOVERNORATES.map((g) => g.code)).size).toBe(19);
    for (const g of GOVERNORATES) expect(g.en && g.ar && g.kr).toBeTruthy();
  });

  it('reads a stored city (English name, code or any language) in the reader language', () => {
    expect(governorateName('Erbil', 'kr')).toBe('هەولێر');
    expect(governorateName('erbil', 'ar')).toBe('أربيل');
    expect(governorateName('BGD', 'en')).toBe('Baghdad');
    expect(findGovernorate('البصرة')?.code).toBe('BSR');
  });

  it('shows a city that is no governorate as stored', () => {
    expect(governorateName('Ankawa', 'kr')).toBe('Ankawa');
  });
});

describe('guessGovernorate', () => {
  it.each([
    ['الحلة', 'BAB'],
    ['الموصل', 'NIN'],
    ['نينوي', 'NIN'],
    ['Hewlêr', 'ERB'],
    ['hawler', 'ERB'],
    ['اربيل', 'ERB'],
    ['أربيل', 'ERB'],
    ['دياله', 'DIY'],
    ['الانبار', 'ANB'],
    ['الأنبار', 'ANB'],
    ['انبار', 'ANB'],
    ['الديوانية', 'QAD'],
    ['الديوانيه', 'QAD'],
    ['الناصرية', 'DHQ'],
    ['ذي قار', 'DHQ'],
    ['Salah al-Din', 'SAD'],
    ['تكريت', 'SAD'],
    ['Slemani', 'SUL'],
    ['سلێمانی', 'SUL'],
    ['السليمانيه', 'SUL'],
    ['هەڵەبجە', 'HLB'],
    ['حلبجه', 'HLB'],
    ['BASRAH', 'BSR'],
    ['بصره', 'BSR'],
    ['الكوت', 'WAS'],
    ['العماره', 'MAY'],
    ['السماوه', 'MUT'],
    ['كربلاء', 'KRB'],
    ['بغداد', 'BGD'],
  ])('finds %s as %s (Arabic spellings, capitals, case)', (city, code) => {
    expect(guessGovernorate(city)?.code).toBe(code);
  });

  it('finds a governorate named inside free text, as a whole word', () => {
    expect(guessGovernorate('Zakho', 'Near the bridge, Duhok road')?.code).toBe('DUH');
    expect(guessGovernorate('الكرادة، بغداد')?.code).toBe('BGD');
    expect(guessGovernorate('Erbil Ankawa')?.code).toBe('ERB');
  });

  it('prefers the city field to a place named in the text', () => {
    expect(guessGovernorate('Basra', 'next to Baghdad Street')?.code).toBe('BSR');
  });

  it('finds nothing in text that names no governorate, or only inside another word', () => {
    expect(guessGovernorate('Ankawa', 'Street 40')).toBeUndefined();
    expect(guessGovernorate('', '  ')).toBeUndefined();
    expect(guessGovernorate('Kutaiba street')).toBeUndefined();
  });
});
