import type { ProductColour } from '@chapkhana/shared/catalogue';
import { formatPrice } from '@chapkhana/shared/pricing';
import { describe, expect, it } from 'vitest';
import { sampleProductDetail } from '@/testing/sample-products';
import {
  colourAvailable,
  readQuantityInput,
  restoreSelection,
  selectedQuantity,
  selectionCartItems,
  selectionTotal,
  setPickQuantity,
  toggleColour,
  type ProductSelection,
} from './product-selection';

describe('product-detail selection and total', () => {
  it('totals the selected quantities times the discounted unit price', () => {
    let selection: ProductSelection = {};
    selection = setPickQuantity(selection, 'white', 'a5', 3);
    selection = setPickQuantity(selection, 'white', 'a4', 2);
    selection = setPickQuantity(selection, 'black', null, 1);
    expect(selectedQuantity(selection)).toBe(6);
    // 12.60 USD × 1310 with 15 % off = 14,031 IQD a piece; × 6 = 84,186.
    expect(formatPrice(selectionTotal(selection, '12.60', '1310', 15))).toBe('84,186.00');
  });

  it('is 0 with nothing selected', () => {
    expect(selectionTotal({}, '12.60', '1310', 15).toString()).toBe('0');
  });

  it('typing a quantity ticks the colour; unticking removes its selected items', () => {
    let selection = setPickQuantity({}, 'white', 'a5', 4);
    expect(Object.keys(selection)).toEqual(['white']);
    selection = toggleColour(selection, 'black', true);
    expect(selectedQuantity(selection)).toBe(4);
    selection = toggleColour(selection, 'white', false);
    expect(selection).toEqual({ black: { quantity: 0, properties: {} } });
    expect(selectedQuantity(selection)).toBe(0);
  });

  it('ticking an already ticked colour keeps its quantities', () => {
    const selection = setPickQuantity({}, 'white', null, 2);
    expect(toggleColour(selection, 'white', true)).toBe(selection);
  });

  it('reads typed quantities: Eastern Arabic digits, never negative, at most the stock', () => {
    expect(readQuantityInput('٣', 10)).toEqual({ quantity: 3, note: null });
    expect(readQuantityInput('۱۲', 100)).toEqual({ quantity: 12, note: null });
    expect(readQuantityInput('', 10)).toEqual({ quantity: 0, note: null });
  });

  it('says why a typed quantity was changed: over the stock, not whole pieces, not a number', () => {
    expect(readQuantityInput('150', 40)).toEqual({ quantity: 40, note: 'stock' });
    expect(readQuantityInput('2.5', 10)).toEqual({ quantity: 2, note: 'whole' });
    expect(readQuantityInput('٢٫٥', 10)).toEqual({ quantity: 2, note: 'whole' });
    expect(readQuantityInput('0.5', 10)).toEqual({ quantity: 0, note: 'whole' });
    expect(readQuantityInput('99.5', 40)).toEqual({ quantity: 40, note: 'stock' });
    expect(readQuantityInput('-2', 10)).toEqual({ quantity: 0, note: 'digits' });
    expect(readQuantityInput('abc', 10)).toEqual({ quantity: 0, note: 'digits' });
    // A number typed half-way ("2.") is not yet a change to explain.
    expect(readQuantityInput('2.', 10)).toEqual({ quantity: 2, note: null });
    expect(readQuantityInput('5', 0)).toEqual({ quantity: 0, note: 'stock' });
  });

  it('counts what a colour offers from its properties, or its own quantity without any', () => {
    const colour = (colorQuantity: number, quantities: number[]): ProductColour => ({
      _id: 'c',
      color: { code: '#fff', enName: 'White', kuName: 'سپی', arName: 'أبيض', colorQuantity },
      properties: quantities.map((quantity, index) => ({
        _id: `p${index}`,
        property: `P${index}`,
        enName: `P${index}`,
        kuName: '',
        arName: '',
        quantity,
      })),
    });
    expect(colourAvailable(colour(7, []))).toBe(7);
    expect(colourAvailable(colour(7, [0, 3, 2]))).toBe(5);
    expect(colourAvailable(colour(7, [0, 0]))).toBe(0);
  });

  it('builds the add-to-cart items from the colour table: English names, hex, base and option quantities', () => {
    const colours = sampleProductDetail().colors;
    let selection: ProductSelection = {};
    selection = setPickQuantity(selection, 'colour-white', 'white-a5', 3);
    selection = setPickQuantity(selection, 'colour-black', null, 2);
    selection = toggleColour(selection, 'colour-unknown', true);
    expect(selectionCartItems(colours, selection)).toEqual([
      {
        color: 'White',
        code: '#ffffff',
        quantity: 0,
        selected: true,
        properties: [{ property: 'A5', quantity: 3, selected: true }],
      },
      { color: 'Black', code: '#1a1a1a', quantity: 2, selected: true, properties: [] },
    ]);
  });

  it('leaves out a ticked colour with nothing chosen', () => {
    const colours = sampleProductDetail().colors;
    const selection = toggleColour({}, 'colour-white', true);
    expect(selectionCartItems(colours, selection)).toEqual([]);
  });
});

describe('restoreSelection', () => {
  const colours = sampleProductDetail().colors;

  it('brings back a saved selection of this product’s colours and options', () => {
    const saved: ProductSelection = {
      'colour-white': { quantity: 0, properties: { 'white-a5': 3 } },
      'colour-black': { quantity: 2, properties: {} },
    };
    expect(restoreSelection(colours, JSON.parse(JSON.stringify(saved)))).toEqual(saved);
  });

  it('drops what the product does not have and caps quantities at the stock', () => {
    expect(
      restoreSelection(colours, {
        'colour-white': { quantity: -4, properties: { 'white-a5': 500, 'white-a4': 3, x: 2 } },
        'colour-black': { quantity: 2.5, properties: {} },
        'colour-red': { quantity: 9, properties: {} },
        __proto__: { quantity: 1, properties: {} },
      }),
    ).toEqual({
      'colour-white': { quantity: 0, properties: { 'white-a5': 20, 'white-a4': 0 } },
      'colour-black': { quantity: 0, properties: {} },
    });
  });

  it.each([[null], ['text'], [42], [[1, 2]], [{ 'colour-black': 'lots' }]])(
    'reads %o as nothing chosen',
    (saved) => {
      expect(selectedQuantity(restoreSelection(colours, saved))).toBe(0);
    },
  );
});
