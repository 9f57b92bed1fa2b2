import { describe, expect, it } from 'vitest';
import { cartSummary, hasBuyableLines } from '@/features/cart/utils/cart-summary';
import Big from 'big.js';
import fc from 'fast-check';
import { emptyCart, sampleCart, sampleCartLine } from '@/testing/sample-cart';

describe('cart summary (docs/storefront.md §9: totals, fees and discounts to 250 IQD)', () => {
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

  it('shows a total that is the sum of the rows shown, not the exact total rounded (issue 35.15)', () => {
    // 1,124.50 + 1,124.50 shipping: each row rounds down to 1,000, so the total is 2,000.
    const summary = cartSummary(
      sampleCart({ price: '1124.50', shipping_fee: '1124.50', customerDiscount: 0 }),
    );
    expect(summary.subtotal).toBe('1,000');
    expect(summary.shipping).toBe('1,000');
    expect(summary.total).toBe('2,000');
    // The tour's basket: 45,750 − 7.5 % + 5,000 read 47,500; the rows add to 47,250.
    expect(
      cartSummary(sampleCart({ price: '45700.00', shipping_fee: '5000', customerDiscount: 7.5 })),
    ).toMatchObject({ subtotal: '45,750', discount: '3,500', shipping: '5,000', total: '47,250' });
  });

  it('always adds up: lines + rounding = subtotal, subtotal − discount + shipping = total (property)', () => {
    const amount = fc
      .integer({ min: 0, max: 50_000_000_00 })
      .map((cents) => (cents / 100).toFixed(2));
    const digits = (shown: string) => new Big(shown.replaceAll(',', '').replace('+', ''));
    fc.assert(
      fc.property(
        fc.array(amount, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 10_000 }).map((basisPoints) => basisPoints / 100),
        amount,
        (lineTotals, customerDiscount, shipping) => {
          const price = lineTotals.reduce((sum, line) => sum.plus(line), new Big(0)).toFixed(2);
          const cart = sampleCart({ price, shipping_fee: shipping, customerDiscount });
          cart.card_products = [
            {
              ...cart.card_products[0]!,
              products: lineTotals.map((lineTotal, index) =>
                sampleCartLine(`line-${index}`, { lineTotal }),
              ),
            },
          ];
          const summary = cartSummary(cart);
          expect(
            digits(summary.linesSum).plus(digits(summary.rounding)).eq(digits(summary.subtotal)),
          ).toBe(true);
          const discount = summary.discount === null ? 0 : digits(summary.discount);
          expect(
            digits(summary.subtotal)
              .minus(discount)
              .plus(digits(summary.shipping))
              .eq(digits(summary.total)),
          ).toBe(true);
        },
      ),
    );
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
