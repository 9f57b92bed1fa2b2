import { mmToPt } from '@chapkhana/shared/card-layout';
import { cardTemplateSchema, type CardTemplateInput } from '@chapkhana/shared/card-templates';
import { describe, expect, it } from 'vitest';
import { layCardSide } from './card-side-layout';

/** A font whose every character is half an em wide. */
const halfEm = () => (text: string, size: number) => [...text].length * size * 0.5;

const label = { kr: 'ناو', ar: 'الاسم', en: 'Name' };
const text = (
  key: string,
  box: { xMm: number; yMm: number; widthMm: number; heightMm: number },
) => ({
  kind: 'text' as const,
  key,
  label,
  box,
  font: 'vazirmatn-regular' as const,
  sizePt: 10,
  minSizePt: 5,
  colour: '#112233',
  maxLength: 60,
});

const input: CardTemplateInput = {
  trim: { widthMm: 85, heightMm: 55 },
  bleedMm: 3,
  safeMm: 4,
  sides: [
    {
      fields: [
        text('name', { xMm: 5, yMm: 5, widthMm: 60, heightMm: 8 }),
        // Reaches 1 mm past the trim's edge, and into the safe margin.
        text('edge', { xMm: 50, yMm: 40, widthMm: 36, heightMm: 8 }),
        {
          kind: 'qr',
          key: 'call',
          label,
          content: 'phone',
          box: { xMm: 60, yMm: 10, widthMm: 20, heightMm: 20 },
        },
      ],
    },
  ],
};
const template = cardTemplateSchema.parse(input);

describe('a card side laid out for the preview', () => {
  it('shows the sample faint for an empty field, and sets typed text at the field size', () => {
    const empty = layCardSide(template, 0, {}, { name: 'Sara' }, halfEm);
    expect(empty.fields[0]).toMatchObject({ kind: 'text', sample: true, size: 10 });
    expect(empty.warnings).toEqual([]);
    const typed = layCardSide(template, 0, { name: 'Rebwar' }, { name: 'Sara' }, halfEm);
    expect(typed.fields[0]).toMatchObject({ kind: 'text', sample: false, size: 10 });
    const line = typed.fields[0]?.kind === 'text' ? typed.fields[0].lines[0] : undefined;
    expect(line?.left).toBeCloseTo(mmToPt(8));
    expect(line?.width).toBeCloseTo(30);
  });

  it('warns of text beyond the safe area, of type shrunk under 6 pt, and of text that cannot fit', () => {
    // Short text stays inside the safe area though its box does not; 20 characters reach past it.
    expect(layCardSide(template, 0, { edge: 'abc' }, {}, halfEm).warnings).toEqual([]);
    const edge = layCardSide(template, 0, { edge: 'a'.repeat(20) }, {}, halfEm);
    expect(edge.warnings).toEqual([{ key: 'edge', code: 'outside_safe_area' }]);
    // 60 characters in 170 pt: set at 5.5 pt, under 6.
    const small = layCardSide(template, 0, { name: 'x'.repeat(60) }, {}, halfEm);
    expect(small.warnings).toContainEqual({
      key: 'name',
      code: 'small_type',
      params: { size: 5.5, minimum: 6 },
    });
    const long = layCardSide(template, 0, { name: 'x'.repeat(80) }, {}, halfEm);
    expect(long.warnings).toEqual([
      { key: 'name', code: 'text_does_not_fit', params: { minimum: 5 } },
    ]);
    expect(long.fields[0]).toMatchObject({ kind: 'empty', refused: true });
  });

  it('draws a QR code for a phone number and outlines a refused one', () => {
    const phone = layCardSide(template, 0, { call: '0750 123 4567' }, {}, halfEm);
    expect(phone.fields[2]).toMatchObject({ kind: 'qr' });
    const wrong = layCardSide(template, 0, { call: 'not a phone' }, {}, halfEm);
    expect(wrong.fields[2]).toMatchObject({ kind: 'empty', refused: true });
  });
});
