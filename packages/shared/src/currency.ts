// The shop's rate (IQD per base unit) and its history.
import Big from 'big.js';
import { z } from './zod';
import { MAX_CURRENCY_RATE, decimalTextSchema, pageOf } from './fields';
import { fieldErrorMessage } from './field-errors';

// ---------------------------------------------------------------------------------------------
// Admin: currency rate
// ---------------------------------------------------------------------------------------------

export const rateEntrySchema = z.object({
  _id: z.string(),
  /** IQD per base-currency unit, exact decimal ("1310.0000"). */
  currencyIQD: z.string(),
  setBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type RateEntry = z.infer<typeof rateEntrySchema>;

/** GET /api/admin/currency — the rate in force and a page of its history, newest first. */
export const currencyHistoryResponseSchema = pageOf(rateEntrySchema).extend({
  currencyIQD: z.string().nullable(),
});

/**
 * A new rate further than this (in percent) from the rate in force is a likely typo (1.31 for
 * 1310): it is taken only when the request says it is confirmed.
 */
export const RATE_CHANGE_BAND_PERCENT = 20;

/** POST /api/admin/currency — a new rate; the previous ones stay as history. */
export const setRateBodySchema = z.object({
  currencyIQD: decimalTextSchema({ places: 4, max: MAX_CURRENCY_RATE, minExclusive: true }),
  /** The admin confirmed a change outside ±RATE_CHANGE_BAND_PERCENT of the rate in force. */
  confirm: z.boolean({ error: fieldErrorMessage('not_boolean') }).optional(),
});
export const setRateResponseSchema = z.object({ currencyIQD: z.string(), entry: rateEntrySchema });

/**
 * The two rates with four decimals, as they are stored, and how far `proposed` is from `current`, in percent to one decimal with its sign ("-99.9",
 * "+18.3", "0.0"), and whether it lies outside the ±RATE_CHANGE_BAND_PERCENT band (decided on
 * the exact figure, so exactly 20 % is inside).
 */
export function rateChange(
  current: string,
  proposed: string,
): { current: string; proposed: string; change: string; outsideBand: boolean } {
  const percent = new Big(proposed).minus(current).div(current).times(100);
  const rounded = percent.toFixed(1);
  return {
    current: new Big(current).toFixed(4),
    proposed: new Big(proposed).toFixed(4),
    change:
      percent.gt(0) && rounded !== '0.0' ? `+${rounded}` : rounded === '-0.0' ? '0.0' : rounded,
    outsideBand: percent.abs().gt(RATE_CHANGE_BAND_PERCENT),
  };
}
