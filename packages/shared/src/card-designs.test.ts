import { describe, expect, it } from 'vitest';
import { artworkShapesOf } from './card-designs';
import type { ProductPrint } from './print';

const value = (
  id: string,
  extra: Partial<ProductPrint['options'][number]['values'][number]> = {},
) => ({
  id,
  enName: id,
  kuName: id,
  arName: id,
  effect: { kind: 'per_unit' as const, amount: '0' },
  ...extra,
});
const group = (
  id: string,
  kind: ProductPrint['options'][number]['kind'],
  values: ProductPrint['options'][number]['values'],
) => ({ id, kind, enName: id, kuName: id, arName: id, values });
const artwork = {
  required: true,
  trim: { widthMm: 90, heightMm: 50 },
  bleedMm: 3,
  sides: 1 as const,
};

describe('the sizes and sides a template may be made at', () => {
  it('are the product’s own when no option sets them', () => {
    expect(
      artworkShapesOf({ options: [group('paper', 'paper', [value('matte')])], artwork }),
    ).toEqual({
      bleedMm: 3,
      sizes: [{ widthMm: 90, heightMm: 50 }],
      sides: [1],
    });
  });

  it('are every option’s, without the product’s own when a group sets them in every value', () => {
    const options = [
      group('size', 'size', [
        value('card', { trim: { widthMm: 85, heightMm: 55 } }),
        value('euro', { trim: { widthMm: 85, heightMm: 55 } }),
        value('a5', { trim: { widthMm: 148, heightMm: 210 } }),
      ]),
      group('sides', 'sides', [value('one'), value('two', { sides: 2 })]),
    ];
    expect(artworkShapesOf({ options, artwork })).toEqual({
      bleedMm: 3,
      sizes: [
        { widthMm: 85, heightMm: 55 },
        { widthMm: 148, heightMm: 210 },
      ],
      // "one" sets no sides: the product's own 1 stands.
      sides: [1, 2],
    });
  });

  it('are none for a product that takes no artwork', () => {
    expect(artworkShapesOf({ options: [], artwork: null })).toBeNull();
  });
});
