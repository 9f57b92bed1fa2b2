import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseToDinars, dinarsToBase, isLargePriceChange, PRICE_CHANGE_FACTOR } from './price-entry';
import { PRINT_PRICE_PLACES } from './print-rules';
import { productPrintSchema } from './print';

describe('prices typed in dinars', () => {
  it('stores 25,000 IQD for 1,000 cards at 1,310 as 0.019084 USD a card, which is 25,000 again', () => {
    const perCard = dinarsToBase(new Big('25000').div(1000).toString(), '1310', PRINT_PRICE_PLACES);
    expect(perCard).toBe('0.019084');
    expect(baseToDinars(perCard, '1310').times(1000).round(0).toFixed(0)).toBe('25000');
  });

  it('stores a product price at two places, without trailing zeros', () => {
    expect(dinarsToBase('25000', '1310', 2)).toBe('19.08');
    expect(dinarsToBase('13100', '1310', 2)).toBe('10');
    expect(dinarsToBase('0', '1310', 2)).toBe('0');
  });

  it('comes back within half a step of the last place times the rate, for any amount and rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.constantFrom(2, PRINT_PRICE_PLACES),
        (dinars, rate, places) => {
          const base = dinarsToBase(String(dinars), String(rate), places);
          const back = baseToDinars(base, String(rate));
          const step = new Big(10).pow(-places).div(2).times(rate);
          expect(back.minus(dinars).abs().lte(step)).toBe(true);
        },
      ),
    );
  });

  it('refuses a rate that is not positive rather than dividing by it', () => {
    expect(() => dinarsToBase('100', '0', 2)).toThrow(RangeError);
  });

  it('is what the print schema takes: six places, not seven', () => {
    const print = (unitPrice: string) =>
      productPrintSchema.safeParse({
        options: [],
        tiers: [{ minQuantity: 1000, unitPrice }],
        artwork: null,
      }).success;
    expect(print('0.019084')).toBe(true);
    expect(print('0.0190839')).toBe(false);
  });
});

describe('a large price change', () => {
  it(`is more than ×${PRICE_CHANGE_FACTOR} or less than ÷${PRICE_CHANGE_FACTOR} of the saved price`, () => {
    expect(isLargePriceChange('6.50', '1250')).toBe(true);
    expect(isLargePriceChange('6.50', '32.50')).toBe(false);
    expect(isLargePriceChange('6.50', '32.51')).toBe(true);
    expect(isLargePriceChange('6.50', '1.30')).toBe(false);
    expect(isLargePriceChange('6.50', '1.29')).toBe(true);
    expect(isLargePriceChange('6.50', '0')).toBe(true);
  });

  it('is never one from nothing, or from a price that cannot be read', () => {
    expect(isLargePriceChange('0', '1250')).toBe(false);
    expect(isLargePriceChange('', '1250')).toBe(false);
    expect(isLargePriceChange('6.50', 'abc')).toBe(false);
  });
});
