import { describe, expect, it } from 'vitest';
import { bannerFieldsSchema, categoryFieldsSchema } from './catalogue';

const names = { enName: 'Mugs', kuName: 'کوپ', arName: 'أكواب' };

describe('a position typed in a multipart form', () => {
  it('reads Eastern Arabic and Persian digits as the category position', () => {
    expect(categoryFieldsSchema.parse({ ...names, position: '١٢' }).position).toBe(12);
    expect(categoryFieldsSchema.parse({ ...names, position: '۰۷' }).position).toBe(7);
    expect(categoryFieldsSchema.parse({ ...names, position: ' 3 ' }).position).toBe(3);
  });

  it('reads them as the banner position too, and an absent position is the first place', () => {
    expect(bannerFieldsSchema.parse({ link: '/offers', position: '٤' }).position).toBe(4);
    expect(bannerFieldsSchema.parse({ link: '/offers' }).position).toBe(0);
  });

  it('still refuses a negative, a fraction or words', () => {
    for (const position of ['-1', '١٫٥', 'first', '123456'])
      expect(categoryFieldsSchema.safeParse({ ...names, position }).success, position).toBe(false);
  });
});
