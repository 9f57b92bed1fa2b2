import { describe, expect, it } from 'vitest';
import { productPriceDisplay } from './product-price';

describe('productPriceDisplay', () => {
  it('shows the discounted IQD price, the original struck price and the badge percent', () => {
    // 12.60 × 1310 = 16,506; 15 % of it floored = 2,475; 16,506 − 2,475 = 14,031.
    expect(productPriceDisplay({ price: '12.60', discount: 15 }, '1310.0000')).toEqual({
      perPiece: false,
      current: '14,031.00',
      original: '16,506.00',
      discountPercent: 15,
    });
  });

  it('floors the discount amount, as docs/storefront.md §9 says', () => {
    // 0.35 × 1310 = 458.5; 10 % = 45.85 → 45; 458.5 − 45 = 413.5.
    expect(productPriceDisplay({ price: '0.35', discount: 10 }, '1310').current).toBe('413.50');
  });

  it('has no struck price and no badge without a discount', () => {
    expect(productPriceDisplay({ price: '1.10', discount: 0 }, '1310')).toEqual({
      perPiece: false,
      current: '1,441.00',
      original: null,
      discountPercent: null,
    });
  });

  it('stays exact where binary floats would not (0.1 + 0.2 style)', () => {
    // 1.15 × 1000 = 1150 exactly; a float gives 1149.9999999999998.
    expect(productPriceDisplay({ price: '1.15', discount: 0 }, '1000').current).toBe('1,150.00');
  });

  it('shows a print product at its "from … a piece" figure, not its own price', () => {
    // Own price 4.50 USD (5,895 IQD); its cheapest piece is 0.055 USD: 72.05 IQD, less 10 % (7).
    expect(
      productPriceDisplay({ price: '4.50', printPriceFrom: '0.055', discount: 10 }, '1310'),
    ).toEqual({ perPiece: true, current: '65.05', original: '72.05', discountPercent: 10 });
  });
});
