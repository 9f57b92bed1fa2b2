/**
 * Advances (عربون, issue 38): a seller asks, per product, a percent of each line (100: the whole
 * line) paid online before the part goes into production. The money rules live here once: the
 * API places, charges and collects with them, the screens show them, the property test checks
 * that they always add up to the order's total.
 */
import Big from 'big.js';
import { z } from './zod';
import { fieldErrorMessage } from './field-errors';
import { toDecimal, type DecimalInput } from './pricing';

export const DEPOSIT_PERCENT_MIN = 1;
export const DEPOSIT_PERCENT_MAX = 100;

/** A product's advance: a percent of each line, 100 for the whole amount, null for none. */
export const depositPercentSchema = z
  .number({ error: fieldErrorMessage('not_number') })
  .int({ error: fieldErrorMessage('not_whole') })
  .min(DEPOSIT_PERCENT_MIN, {
    error: fieldErrorMessage('out_of_range', {
      minimum: DEPOSIT_PERCENT_MIN,
      maximum: DEPOSIT_PERCENT_MAX,
    }),
  })
  .max(DEPOSIT_PERCENT_MAX, {
    error: fieldErrorMessage('out_of_range', {
      minimum: DEPOSIT_PERCENT_MIN,
      maximum: DEPOSIT_PERCENT_MAX,
    }),
  })
  .nullable();

/** What the customer pays online now: the advance alone (the rest in cash) or everything. */
export const ONLINE_SHARES = ['deposit', 'all'] as const;
export type OnlineShare = (typeof ONLINE_SHARES)[number];

const wholeDinars = (amount: Big) => Number(amount.toFixed(0));

/**
 * A line's advance in whole dinars: `percent` of the line total rounded up, never above the line
 * total (its whole dinars); 0 when the product asks none.
 */
export function lineDeposit(lineTotal: DecimalInput, percent: number | null | undefined): number {
  const total = toDecimal(lineTotal);
  if (!percent || total.lte(0)) return 0;
  const asked = total.times(percent).div(100).round(0, Big.roundUp);
  const most = total.round(0, Big.roundDown);
  return wholeDinars(asked.gt(most) ? most : asked);
}

/**
 * A seller's part's advance: its lines' added up, at most the part's own amount (a customer's
 * discount can make the part cost less than its lines), so its cash never goes below 0.
 */
export function partDeposit(lineDeposits: readonly number[], partAmount: DecimalInput): number {
  const sum = lineDeposits.reduce((total, deposit) => total + deposit, 0);
  const most = wholeDinars(toDecimal(partAmount).round(0, Big.roundDown));
  return Math.max(0, Math.min(sum, most));
}

/**
 * What one online payment asks: the advance alone when the customer pays only it now (and it is
 * less than the total), else the whole total.
 */
export function onlineAmount(total: number, deposit: number, share: OnlineShare): number {
  return share === 'deposit' && deposit > 0 && deposit < total ? deposit : total;
}

/** An order's advance as the customer, the seller and the admin read it. */
export const orderDepositSchema = z.object({
  /** Whole dinars due online before production, 0 when no line asks one. */
  amount: z.number().int(),
  paid: z.boolean(),
});
export type OrderDeposit = z.infer<typeof orderDepositSchema>;
