import { describe, expect, it } from 'vitest';
import Big from 'big.js';
import fc from 'fast-check';
import {
  chargedAmount,
  payableFigures,
  shownLineAmounts,
  shownOrderFigures,
} from './order-figures';
import { discountedUnitPrice, formatDinar, lineTotal } from './pricing';

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

  it('rounds each figure on its own, and the total is their sum as shown', () => {
    const figures = shownOrderFigures({
      ...order,
      subtotal: '99560.00',
      discount: '4978.00',
      shipping_fee: '9918.00',
      price: '104500.00',
    });
    // 99,500 − 5,000 + 10,000: the exact 104,500 would say the same, but the rule is the rows.
    expect(figures).toMatchObject({
      subtotal: '99,500',
      discount: '5,000',
      shipping: '10,000',
      total: '104,500',
    });
    expect(shownOrderFigures({ ...order, subtotal: '104560.00', price: '104560.00' }).total).toBe(
      '104,500',
    );
  });

  it('collects in cash what FIB would charge: the shown total of an unpaid COD order', () => {
    const stored = { ...order, subtotal: '104624.99', price: '104624.99' };
    expect(shownOrderFigures(stored).cashToCollect).toBe(formatDinar(chargedAmount(stored)));
    expect(shownOrderFigures({ ...order, subtotal: '104625.00' }).cashToCollect).toBe('104,750');
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

describe('payableFigures: what the customer can check is what they pay (issue 35.15)', () => {
  const digits = (shown: string) => new Big(shown.replaceAll(',', '').replace('+', ''));
  const asOrder = (figures: ReturnType<typeof payableFigures>) => ({
    ...order,
    subtotal: figures.subtotal.toFixed(2),
    discount: figures.discount.toFixed(2),
    shipping_fee: figures.shipping.toFixed(2),
    price: figures.total.toFixed(2),
  });

  it('shows 45,750 − 3,500 + 5,000 as a total of 47,250 with a 7.5 % discount', () => {
    const figures = payableFigures({ subtotal: '45700', discountPercent: '7.5', shipping: 5000 });
    expect(shownOrderFigures(asOrder(figures))).toMatchObject({
      subtotal: '45,750',
      discount: '3,500',
      shipping: '5,000',
      total: '47,250',
      cashToCollect: '47,250',
    });
    expect(chargedAmount(asOrder(figures)).toFixed(0)).toBe('47250');
  });

  it('derives an old order’s total from its shown figures, and charges that', () => {
    // Stored exact before issue 35: 45,700 − 3,427.50 + 5,000 = 47,272.50 (once shown 47,250).
    const old = {
      ...order,
      subtotal: '45700.00',
      discount: '3427.50',
      shipping_fee: '5000.00',
      price: '47272.50',
    };
    expect(shownOrderFigures(old).total).toBe('47,250');
    expect(chargedAmount(old).toFixed(0)).toBe('47250');
  });

  // A basket: products priced in USD or IQD at a rate, with a product discount, in quantities.
  const basketLine = fc.record({
    priceBase: fc.integer({ min: 0, max: 5_000_00 }).map((cents) => (cents / 100).toFixed(2)),
    rate: fc.constantFrom('1', '1310', '1460', '1500.5'),
    productDiscount: fc.integer({ min: 0, max: 90 }),
    quantity: fc.integer({ min: 1, max: 5000 }),
  });
  const discountPercent = fc.oneof(
    fc.constantFrom('0', '5', '7.5', '12.5', '100'),
    fc.integer({ min: 0, max: 10_000 }).map((basisPoints) => (basisPoints / 100).toString()),
  );
  const shipping = fc.oneof(
    fc.constantFrom('0', '5000', '10000'),
    fc.integer({ min: 0, max: 100_000_00 }).map((cents) => (cents / 100).toFixed(2)),
  );

  it('shown lines + rounding = subtotal; subtotal − discount + shipping = total = charged (property)', () => {
    fc.assert(
      fc.property(
        fc.array(basketLine, { maxLength: 10 }),
        discountPercent,
        shipping,
        (basket, percent, fee) => {
          const lineTotals = basket.map((line) =>
            lineTotal(
              discountedUnitPrice(line.priceBase, line.rate, line.productDiscount),
              line.quantity,
            ),
          );
          const subtotal = lineTotals.reduce((sum, line) => sum.plus(line), new Big(0));
          const figures = payableFigures({ subtotal, discountPercent: percent, shipping: fee });
          const lines = shownLineAmounts(lineTotals, subtotal);
          const shown = shownOrderFigures({ ...asOrder(figures), payment_method: 'cod' });
          // What the customer reads adds up, row by row.
          expect(
            digits(lines.linesSum).plus(digits(lines.rounding)).eq(digits(shown.subtotal)),
          ).toBe(true);
          expect(lines.subtotal).toBe(shown.subtotal);
          const discount = shown.discount === null ? new Big(0) : digits(shown.discount);
          const sum = digits(shown.subtotal).minus(discount).plus(digits(shown.shipping));
          expect(sum.eq(digits(shown.total))).toBe(true);
          // …and is what is stored, charged by FIB and collected in cash.
          expect(figures.total.eq(sum)).toBe(true);
          expect(chargedAmount(asOrder(figures)).eq(sum)).toBe(true);
          expect(digits(shown.cashToCollect).eq(sum)).toBe(true);
          // Every figure is in 250 IQD steps and never negative; the discount is what was promised.
          for (const figure of [
            figures.subtotal,
            figures.discount,
            figures.shipping,
            figures.total,
          ]) {
            expect(figure.mod(250).eq(0) && figure.gte(0)).toBe(true);
          }
          const promised = figures.subtotal.times(percent).div(100);
          expect(figures.discount.minus(promised).abs().lte(125)).toBe(true);
        },
      ),
    );
  });
});
