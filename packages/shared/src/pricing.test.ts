import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CART_PRICING,
  cartTotal,
  customerDiscount,
  discountedUnitPrice,
  formatDinar,
  formatPrice,
  formatRoundedDinar,
  lineQuantity,
  lineTotal,
  orderTotal,
  roundToDinarStep,
  toDecimal,
} from './pricing';

/** Non-negative decimal strings with up to `maxDecimals` places, e.g. "12.35", "0.5", "7". */
const decimalString = (maxInteger = 10n ** 12n, maxDecimals = 2) =>
  fc
    .tuple(fc.bigInt({ min: 0n, max: maxInteger }), fc.integer({ min: 0, max: maxDecimals }))
    .chain(([integer, places]) =>
      places === 0
        ? fc.constant(integer.toString())
        : fc
            .bigInt({ min: 0n, max: 10n ** BigInt(places) - 1n })
            .map((fraction) => `${integer}.${fraction.toString().padStart(places, '0')}`),
    );
const signedDecimalString = decimalString().chain((value) => fc.constantFrom(value, `-${value}`));
const percentArb = fc.oneof(
  fc.integer({ min: 0, max: 100 }),
  decimalString(99n, 2),
  fc.constant('100'),
);

describe('toDecimal', () => {
  it('reads strings, numbers and Big exactly', () => {
    expect(toDecimal('12.35').toString()).toBe('12.35');
    expect(toDecimal(' 0.10 ').toString()).toBe('0.1');
    expect(toDecimal(0.1).toString()).toBe('0.1');
    const big = new Big('3');
    expect(toDecimal(big)).toBe(big);
  });

  it.each([['abc'], ['1,000'], [''], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    'rejects %s with a RangeError',
    (value) => {
      expect(() => toDecimal(value)).toThrow(RangeError);
    },
  );
});

describe('discountedUnitPrice', () => {
  it('is price × rate when there is no discount (12.60 USD at 1310 → 16,506.00)', () => {
    expect(formatPrice(discountedUnitPrice('12.60', 1310, 0))).toBe('16,506.00');
  });

  it('subtracts the floored discount amount in whole dinars (12.35 × 1310, 10 %)', () => {
    // 16,178.5 − floor(1,617.85) = 16,178.5 − 1,617 = 14,561.5
    const price = discountedUnitPrice('12.35', '1310', 10);
    expect(price.toString()).toBe('14561.5');
    expect(formatPrice(price)).toBe('14,561.50');
  });

  it('keeps 0.10 × 3 exactly 0.3, where floats give 0.30000000000000004', () => {
    expect(0.1 * 3).not.toBe(0.3);
    expect(discountedUnitPrice('0.10', 3, 0).toString()).toBe('0.3');
  });

  it('keeps 19.99 × 1310 exactly 26,186.9, where floats give 26186.899999999998', () => {
    expect(19.99 * 1310).not.toBe(26186.9);
    expect(discountedUnitPrice('19.99', 1310, 0).toString()).toBe('26186.9');
    // 26,186.9 − floor(3,928.035) = 22,258.9
    expect(discountedUnitPrice('19.99', 1310, 15).toString()).toBe('22258.9');
  });

  it('floors an exact whole discount correctly where floats drop a dinar (0.58 × 1500, 10 %)', () => {
    const float = 0.58 * 1500 - Math.floor((0.58 * 1500 * 10) / 100);
    expect(float.toFixed(2)).toBe('784.00');
    expect(discountedUnitPrice('0.58', 1500, 10).toString()).toBe('783');
  });

  it('gives 0 at a 100 % discount on a whole-dinar price', () => {
    expect(discountedUnitPrice('10', 1000, 100).toString()).toBe('0');
  });

  it.each([
    ['-1', 1310, 0],
    ['1', -1, 0],
    ['1', 1310, -1],
    ['1', 1310, 101],
    ['abc', 1310, 0],
  ])('rejects price %s, rate %s, discount %s', (price, rate, discount) => {
    expect(() => discountedUnitPrice(price, rate, discount)).toThrow(RangeError);
  });

  it('never exceeds the undiscounted price and never goes below 0 (property)', () => {
    fc.assert(
      fc.property(decimalString(), decimalString(10_000n, 3), percentArb, (price, rate, pct) => {
        const gross = new Big(price).times(rate);
        const discounted = discountedUnitPrice(price, rate, pct);
        expect(discounted.lte(gross)).toBe(true);
        expect(discounted.gte(0)).toBe(true);
        // The discount taken is a whole number of dinars, less than 1 dinar short of exact.
        const taken = gross.minus(discounted);
        expect(taken.round(0, Big.roundDown).eq(taken)).toBe(true);
        const exact = gross.times(pct).div(100);
        expect(exact.minus(taken).gte(0) && exact.minus(taken).lt(1)).toBe(true);
      }),
    );
  });
});

describe('formatPrice', () => {
  it.each([
    ['16506', '16,506.00'],
    ['0', '0.00'],
    ['0.5', '0.50'],
    ['999.999', '1,000.00'],
    ['12345678.90', '12,345,678.90'],
    ['-1234.5', '-1,234.50'],
    ['-0.001', '0.00'],
    ['123456789012345678.905', '123,456,789,012,345,678.91'],
  ])('formats %s as %s', (value, expected) => {
    expect(formatPrice(value)).toBe(expected);
  });

  it('rounds 1.005 half up to 1.01, where Number#toFixed gives 1.00', () => {
    expect((1.005).toFixed(2)).toBe('1.00');
    expect(formatPrice('1.005')).toBe('1.01');
  });

  it('always has exactly two decimals and parses back to the value rounded to cents (property)', () => {
    fc.assert(
      fc.property(signedDecimalString, decimalString(10n ** 20n, 2), (any, cents) => {
        const shown = formatPrice(any);
        expect(shown).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/);
        const back = new Big(shown.replaceAll(',', ''));
        expect(back.eq(new Big(any).round(2, Big.roundHalfUp))).toBe(true);
        expect(new Big(formatPrice(cents).replaceAll(',', '')).eq(new Big(cents))).toBe(true);
      }),
    );
  });
});

describe('formatDinar and formatRoundedDinar', () => {
  it('shows whole dinars with thousands separators', () => {
    expect(formatDinar(16500)).toBe('16,500');
    expect(formatDinar('12345678.5')).toBe('12,345,679');
    expect(formatDinar('0')).toBe('0');
  });

  it('rounds a displayed total to the nearest 250 first', () => {
    expect(formatRoundedDinar('16506.00')).toBe('16,500');
    expect(formatRoundedDinar('16625')).toBe('16,750');
    expect(formatRoundedDinar('12345678.90')).toBe('12,345,750');
  });

  it('has no decimals and parses back to a whole number (property)', () => {
    fc.assert(
      fc.property(signedDecimalString, (value) => {
        const shown = formatDinar(value);
        expect(shown).toMatch(/^-?\d{1,3}(,\d{3})*$/);
        expect(
          new Big(shown.replaceAll(',', '')).eq(new Big(value).round(0, Big.roundHalfUp)),
        ).toBe(true);
      }),
    );
  });
});

describe('roundToDinarStep', () => {
  it.each([
    ['125', '250'],
    ['124.99', '0'],
    ['16625', '16750'],
    ['16624.99', '16500'],
    ['16506', '16500'],
    ['375', '500'],
    ['0', '0'],
    ['12345678.90', '12345750'],
  ])('rounds %s to %s', (value, expected) => {
    expect(roundToDinarStep(value).toString()).toBe(expected);
  });

  it('uses the step it is given', () => {
    expect(roundToDinarStep(1500, 1000).toString()).toBe('2000');
    expect(roundToDinarStep(1499, '1000').toString()).toBe('1000');
    expect(() => roundToDinarStep(1, 0)).toThrow(RangeError);
  });

  it('gives a multiple of 250 within 125 of the input, ties rounding up (property)', () => {
    fc.assert(
      fc.property(decimalString(10n ** 15n, 4), (value) => {
        const rounded = roundToDinarStep(value);
        expect(rounded.mod(CART_PRICING.dinarStep).eq(0)).toBe(true);
        expect(rounded.minus(value).abs().lte(125)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), (k) => {
        const tie = (k * 250n + 125n).toString();
        expect(roundToDinarStep(tie).toString()).toBe(((k + 1n) * 250n).toString());
      }),
    );
  });
});

describe('lineQuantity and lineTotal', () => {
  it('adds selected property quantities to the base quantity', () => {
    expect(lineQuantity(2, [3, 4])).toBe(9);
    expect(lineQuantity(5)).toBe(5);
  });

  it('ignores properties that are not selected', () => {
    const properties = [
      { quantity: 3, selected: true },
      { quantity: 50, selected: false },
    ];
    expect(lineQuantity(1, properties)).toBe(4);
  });

  it.each([[-1], [1.5], [Number.NaN]])('rejects quantity %s', (bad) => {
    expect(() => lineQuantity(bad)).toThrow(RangeError);
    expect(() => lineQuantity(0, [bad])).toThrow(RangeError);
    expect(() => lineTotal('1', bad)).toThrow(RangeError);
  });

  it('multiplies the unit price by the quantity exactly', () => {
    expect(lineTotal('14561.50', 3).toString()).toBe('43684.5');
    expect(lineTotal('0.10', 3).toString()).toBe('0.3');
    expect(formatPrice(lineTotal('12345678.90', 7))).toBe('86,419,752.30');
  });
});

describe('cartTotal, customerDiscount and orderTotal', () => {
  it('sums ten lines of 0.10 to exactly 1, where floats give 0.9999999999999999', () => {
    const lines = Array.from({ length: 10 }, () => ({ unitPrice: '0.10', quantity: 1 }));
    expect(cartTotal(lines).toString()).toBe('1');
  });

  it('is 0 for an empty cart', () => {
    expect(cartTotal([]).toString()).toBe('0');
  });

  it('takes the profile discount as a percentage of the cart total, not floored', () => {
    expect(customerDiscount('44994.5', 5).toString()).toBe('2249.725');
    expect(customerDiscount('1000', 0).toString()).toBe('0');
    expect(() => customerDiscount('1000', 120)).toThrow(RangeError);
  });

  it('works a whole checkout from the spec formulas', () => {
    const unit = discountedUnitPrice('12.35', 1310, 10); // 14,561.50
    const quantity = lineQuantity(1, [
      { quantity: 2, selected: true },
      { quantity: 5, selected: false },
    ]); // 3
    const mugs = discountedUnitPrice('0.10', 1310, 0); // 131
    const total = cartTotal([
      { unitPrice: unit, quantity },
      { unitPrice: mugs, quantity: 10 },
    ]);
    expect(total.toString()).toBe('44994.5');
    expect(formatPrice(lineTotal(unit, quantity))).toBe('43,684.50');

    const discount = customerDiscount(total, 5);
    const payable = orderTotal(total, discount, 5000);
    expect(payable.toString()).toBe('47744.775');
    expect(formatRoundedDinar(total)).toBe('45,000');
    expect(formatRoundedDinar(discount)).toBe('2,250');
    expect(formatRoundedDinar(5000)).toBe('5,000');
    expect(formatRoundedDinar(payable)).toBe('47,750');
  });

  it('orderTotal undoes: total − discount + fee, plus discount, minus fee, is the total (property)', () => {
    fc.assert(
      fc.property(decimalString(), decimalString(), decimalString(), (total, discount, fee) => {
        const order = orderTotal(total, discount, fee);
        expect(order.plus(discount).minus(fee).eq(new Big(total))).toBe(true);
        expect(orderTotal(total, 0, 0).eq(new Big(total))).toBe(true);
      }),
    );
  });

  it('gives the whole total at 100 % and total + fee at 0 % discount (property)', () => {
    fc.assert(
      fc.property(decimalString(), decimalString(), percentArb, (total, fee, pct) => {
        expect(customerDiscount(total, 100).eq(new Big(total))).toBe(true);
        expect(
          orderTotal(total, customerDiscount(total, 0), fee).eq(new Big(total).plus(fee)),
        ).toBe(true);
        const discount = customerDiscount(total, pct);
        expect(discount.gte(0) && discount.lte(total)).toBe(true);
      }),
    );
  });

  it('adds up over concatenated carts (property)', () => {
    const line = fc.record({
      unitPrice: decimalString(10n ** 9n, 2),
      quantity: fc.integer({ min: 0, max: 1000 }),
    });
    fc.assert(
      fc.property(fc.array(line), fc.array(line), (a, b) => {
        expect(cartTotal([...a, ...b]).eq(cartTotal(a).plus(cartTotal(b)))).toBe(true);
      }),
    );
  });
});
