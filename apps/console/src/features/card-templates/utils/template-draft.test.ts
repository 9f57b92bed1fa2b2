import { describe, expect, it } from 'vitest';
import { cardTemplateSchema } from '@chapkhana/shared/card-templates';
import { movedBox, resizedBox } from '@/features/card-templates/utils/template-draft';

const template = cardTemplateSchema.parse({
  trim: { widthMm: 85, heightMm: 55 },
  bleedMm: 3,
  safeMm: 4,
  sides: [{ fields: [] }],
});
const box = { xMm: 10, yMm: 10, widthMm: 20, heightMm: 10 };

describe('a field’s box on the template canvas', () => {
  it('moves to the half millimetre and stays on the page and its bleed', () => {
    expect(movedBox(box, 2.3, -1.1, template)).toEqual({ ...box, xMm: 12.5, yMm: 9 });
    expect(movedBox(box, 500, -500, template)).toEqual({ ...box, xMm: 68, yMm: -3 });
  });

  it('grows from its far corner to the half millimetre, no further than the bleed, at least 1 mm', () => {
    expect(resizedBox(box, 4.2, 1.3, template)).toEqual({ ...box, widthMm: 24, heightMm: 11.5 });
    expect(resizedBox(box, 500, 500, template)).toEqual({ ...box, widthMm: 78, heightMm: 48 });
    expect(resizedBox(box, -500, -500, template)).toEqual({ ...box, widthMm: 1, heightMm: 1 });
  });
});
