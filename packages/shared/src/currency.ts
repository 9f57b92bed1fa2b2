// The shop's rate (IQD per base unit) and its history.
import { z } from './zod';
import { MAX_CURRENCY_RATE, decimalTextSchema, pageOf } from './fields';

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

/** POST /api/admin/currency — a new rate; the previous ones stay as history. */
export const setRateBodySchema = z.object({
  currencyIQD: decimalTextSchema({ places: 4, max: MAX_CURRENCY_RATE, minExclusive: true }),
});
export const setRateResponseSchema = z.object({ currencyIQD: z.string(), entry: rateEntrySchema });
