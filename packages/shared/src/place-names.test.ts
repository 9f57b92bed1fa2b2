import { describe, expect, it } from 'vitest';
import { GOVERNORATES } from './governorates';
import { foldPlaceName, governorateByPlaceName } from './place-names';

describe('foldPlaceName', () => {
  it.each([
    ['الأنبار', 'الانبار'],
    ['الأنبار', 'انبار'],
    ['نينوى', 'نينوي'],
    ['السليمانية', 'السليمانيه'],
    ['ذي قار', 'ذى قار'],
    ['أربيل', 'اربيل'],
  ])('folds %s and %s to the same text', (a, b) => {
    expect(foldPlaceName(a)).toBe(foldPlaceName(b));
  });

  it('keeps different places apart and a short word that merely starts with ال', () => {
    expect(foldPlaceName('البصرة')).not.toBe(foldPlaceName('الكوفة'));
    expect(foldPlaceName('الحي')).toBe('الحی');
  });
});

describe('governorateByPlaceName', () => {
  it('reads every governorate from its name in each language', () => {
    for (const governorate of GOVERNORATES) {
      for (const name of [governorate.ar, governorate.kr, governorate.en]) {
        expect(governorateByPlaceName(name)?.code, name).toBe(governorate.code);
      }
    }
  });

  it.each([
    ['الديوانية', 'QAD'],
    ['الناصرية', 'DHQ'],
    ['الحلة', 'BAB'],
    ['الكوت', 'WAS'],
    ['العمارة', 'MAY'],
    ['السماوة', 'MUT'],
    ['الرمادي', 'ANB'],
    ['تكريت', 'SAD'],
    ['بعقوبة', 'DIY'],
    ['الموصل', 'NIN'],
    ['دياله', 'DIY'],
    ['  Sulaimani ', 'SUL'],
  ])('reads the capital or other name %s as %s', (name, code) => {
    expect(governorateByPlaceName(name)?.code).toBe(code);
  });

  it('knows no governorate called by a district or a stranger name', () => {
    expect(governorateByPlaceName('الكرادة')).toBeUndefined();
    expect(governorateByPlaceName('')).toBeUndefined();
  });
});
