import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lineDeposit, onlineAmount, partDeposit, type OnlineShare } from './deposits';
import { partCashToCollect } from './order-figures';

describe('lineDeposit', () => {
  it('takes the percent rounded up to the dinar, never above the line', () => {
    expect(lineDeposit('17161.00', 30)).toBe(5149);
    expect(lineDeposit('17161.00', 100)).toBe(17161);
    expect(lineDeposit('157.50', 100)).toBe(157);
    expect(lineDeposit('17161.00', null)).toBe(0);
  });
});

/** A seller's part: its lines (total, the product's percent), its discount and delivery fee. */
const part = fc.record({
  lines: fc.array(
    fc.record({
      // Exact IQD with fils, as order lines keep them.
      total: fc.integer({ min: 1, max: 50_000_000 }).map((fils) => (fils / 100).toFixed(2)),
      percent: fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
    }),
    { minLength: 1, maxLength: 4 },
  ),
  discountPercent: fc.integer({ min: 0, max: 100 }),
  shipping: fc.integer({ min: 0, max: 40 }).map((steps) => steps * 250),
});

/** A part's amount as placing makes it: lines − discount + delivery, in 250 IQD steps. */
function amountOf(p: { lines: { total: string }[]; discountPercent: number; shipping: number }) {
  const subtotal = Math.round(p.lines.reduce((sum, l) => sum + Number(l.total), 0) / 250) * 250;
  const discount = Math.round((subtotal * p.discountPercent) / 100 / 250) * 250;
  return subtotal - discount + p.shipping;
}

describe('an order asking advances (property)', () => {
  it('adds up: advance, online payment, refunds and cash always make the total, none negative', () => {
    fc.assert(
      fc.property(
        fc.array(part, { minLength: 1, maxLength: 3 }),
        fc.constantFrom<OnlineShare>('deposit', 'all'),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 3 }),
        (parts, share, refundShares) => {
          const placed = parts.map((p) => {
            const amount = amountOf(p);
            const lineDeposits = p.lines.map((l) => lineDeposit(l.total, l.percent));
            lineDeposits.forEach((deposit, index) => {
              expect(deposit).toBeGreaterThanOrEqual(0);
              expect(deposit).toBeLessThanOrEqual(Number(p.lines[index]!.total));
            });
            return { amount, deposit: partDeposit(lineDeposits, amount) };
          });
          const total = placed.reduce((sum, p) => sum + p.amount, 0);
          const deposit = placed.reduce((sum, p) => sum + p.deposit, 0);
          expect(deposit).toBeLessThanOrEqual(total);

          const online = onlineAmount(total, deposit, share);
          expect(online).toBeGreaterThanOrEqual(deposit);
          expect(online).toBeLessThanOrEqual(total);
          // Paid online: the advance alone leaves a cash order; all of it pays the order.
          const depositOnly = online < total;
          const order = {
            payment_method: depositOnly ? 'cod' : 'qi',
            payment_status: depositOnly ? 'unpaid' : 'paid',
            deposit_paid: true,
          } as const;
          const cash = placed.map((p) =>
            Number(
              partCashToCollect(order, {
                amount: p.amount,
                deposit: p.deposit,
                delivery_status: 'on way',
                cash_collected_at: null,
              }),
            ),
          );
          cash.forEach((c) => expect(c).toBeGreaterThanOrEqual(0));
          expect(online + cash.reduce((sum, c) => sum + c, 0)).toBe(total);

          // Partial refunds, each of what is left of the online payment: never past it.
          let refunded = 0;
          for (const share of refundShares) {
            refunded += Math.floor((online - refunded) * share);
          }
          expect(refunded).toBeLessThanOrEqual(online);
          const kept = online - refunded + cash.reduce((sum, c) => sum + c, 0);
          expect(kept).toBe(total - refunded);
          expect(kept).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 500 },
    );
  });
});
