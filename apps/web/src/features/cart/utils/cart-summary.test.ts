import { describe, expect, it } from 'vitest';
import { cartSummary, hasBuyableLines } from '@/features/cart/utils/cart-summary';
import { emptyCart, sampleCart } from '@/testing/sample-cart';

describe('cart summary (spec §9: totals, fees and discounts to 250 IQD)', () => {
  it('rounds subtotal, discount, shipping and total to the nearest 250 dinar', () => {
    // 56,110 − 5 % (2,805.50) + 10,000 = 63,304.50 exactly.
    expect(cartSummary(sampleCart())).toEqual({
      items: 5,
      linesSum: '56,110',
      rounding: '-110',
      subtotal: '56,000',
      discountPercent: 5,
      discount: '2,750',
      shipping: '10,000',
      total: '63,250',
    });
  });

  it('rounds the exact total once, not the sum of the rounded rows', () => {
    // 1,124.50 + 1,124.50 shipping: rows round down to 1,000 each, the exact 2,249 to 2,250.
    const summary = cartSummary(
      sampleCart({ price: '1124.50', shipping_fee: '1124.50', customerDiscount: 0 }),
    );
    expect(summary.subtotal).toBe('1,000');
    expect(summary.shipping).toBe('1,000');
    expect(summary.total).toBe('2,250');
  });

  it('rounds halves up (125 → 250) and leaves the discount out when there is none', () => {
    const summary = cartSummary(
      sampleCart({ price: '1125.00', shipping_fee: '0.00', customerDiscount: 0 }),
    );
    expect(summary.discount).toBeNull();
    expect(summary.subtotal).toBe('1,250');
    expect(summary.total).toBe('1,250');
    expect(
      cartSummary(sampleCart({ price: '124.99', shipping_fee: '0', customerDiscount: 0 })).total,
    ).toBe('0');
  });

  it('knows whether anything can be ordered', () => {
    expect(hasBuyableLines(sampleCart())).toBe(true);
    expect(hasBuyableLines(emptyCart)).toBe(false);
    expect(hasBuyableLines(undefined)).toBe(false);
  });
});
