import { describe, expect, it } from 'vitest';
import { GOVERNORATES, findGovernorate, governorateName } from './governorates';

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
