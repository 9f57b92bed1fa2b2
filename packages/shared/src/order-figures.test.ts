import { describe, expect, it } from 'vitest';
import Big from 'big.js';
import fc from 'fast-check';
import { shownLineAmounts, shownOrderFigures } from './order-figures';
import { formatDinar, roundToDinarStep } from './pricing';

const order = {
  subtotal: '598957.00',
  discount: '0.00',
  shipping_fee: '0.00',
  price: '598957.00',
  payment_status: 'unpaid',
  payment_method: 'cod',
  delivery_status: 'pending',
} as const;

describe('shownOrderFigures', () => {
  it('shows the exact stored amounts as the customer saw them, rounded to 250 IQD', () => {
    expect(shownOrderFigures(order)).toEqual({
      subtotal: '599,000',
      discount: null,
      shipping: '0',
      total: '599,000',
      cashToCollect: '599,000',
    });
  });

  it('rounds each figure on its own, and the total from the exact total', () => {
    const figures = shownOrderFigures({
      ...order,
      subtotal: '99560.00',
      discount: '4978.00',
      shipping_fee: '9918.00',
      price: '104500.00',
    });
    expect(figures).toMatchObject({
      subtotal: '99,500',
      discount: '5,000',
      shipping: '10,000',
      total: '104,500',
    });
    expect(shownOrderFigures({ ...order, price: '104560.00' }).total).toBe('104,500');
  });

  it('collects in cash what FIB would charge: the rounded total of an unpaid COD order', () => {
    const price = '104624.99';
    expect(shownOrderFigures({ ...order, price }).cashToCollect).toBe(
      formatDinar(roundToDinarStep(price)),
    );
    expect(shownOrderFigures({ ...order, price: '104625.00' }).cashToCollect).toBe('104,750');
  });

  it('collects nothing once paid, for an FIB order, before a method is chosen, or when cancelled', () => {
    expect(shownOrderFigures({ ...order, payment_status: 'paid' }).cashToCollect).toBe('0');
    expect(shownOrderFigures({ ...order, payment_method: 'fib' }).cashToCollect).toBe('0');
    expect(shownOrderFigures({ ...order, payment_method: null }).cashToCollect).toBe('0');
    expect(shownOrderFigures({ ...order, delivery_status: 'cancelled' }).cashToCollect).toBe('0');
  });
});

describe('shownLineAmounts', () => {
  const amount = fc
    .bigInt({ min: 0n, max: 100_000_000_00n })
    .map((cents) => (Number(cents) / 100).toFixed(2));
  const digits = (shown: string) => new Big(shown.replaceAll(',', '').replace('+', ''));

  it('shows lines in whole dinars and the rounding that takes them to the rounded subtotal', () => {
    // 157.20 + 98,650.40 = 98,807.60 → subtotal 98,750; the lines show 157 + 98,650 = 98,807.
    expect(shownLineAmounts(['157.20', '98650.40'], '98807.60')).toEqual({
      lines: ['157', '98,650'],
      linesSum: '98,807',
      rounding: '-57',
      subtotal: '98,750',
    });
    expect(shownLineAmounts(['1000.50'], '1000.50')).toMatchObject({
      lines: ['1,001'],
      rounding: '-1',
      subtotal: '1,000',
    });
    expect(shownLineAmounts(['1125.00'], '1125.00').rounding).toBe('+125');
    expect(shownLineAmounts(['500.00'], '500.00').rounding).toBe('0');
    expect(shownLineAmounts([], '0').rounding).toBe('0');
  });

  it('the shown lines plus the rounding always equal the shown subtotal (and shownOrderFigures agrees)', () => {
    fc.assert(
      fc.property(fc.array(amount, { maxLength: 12 }), (lineTotals) => {
        const subtotal = lineTotals.reduce((sum, line) => sum.plus(line), new Big(0)).toFixed(2);
        const shown = shownLineAmounts(lineTotals, subtotal);
        expect(shown.lines.every((line) => /^\d{1,3}(,\d{3})*$/.test(line))).toBe(true);
        const lines = shown.lines.reduce((sum, line) => sum.plus(digits(line)), new Big(0));
        expect(lines.eq(digits(shown.linesSum))).toBe(true);
        expect(lines.plus(digits(shown.rounding)).eq(digits(shown.subtotal))).toBe(true);
        expect(
          digits(shown.rounding)
            .abs()
            .lte(125 + lineTotals.length / 2),
        ).toBe(true);
        expect(shown.subtotal).toBe(
          shownOrderFigures({ ...order, subtotal, price: subtotal }).subtotal,
        );
      }),
    );
  });
});
