/**
 * Reconciliation (issue 38): per online provider and per day (Iraq time), what was paid, refunded
 * and is pending, checked against the providers' own status answers; what differs is a flag for
 * a person to resolve with a note.
 */
import { z } from './zod';
import { isIsoDate } from './dates';
import { fieldErrorMessage } from './field-errors';
import { REASON_MAX_LENGTH } from './fields';

/** The providers a reconciliation asks (cash on delivery is settled with the couriers). */
export const RECONCILED_METHODS = ['fib', 'qi', 'zaincash', 'fastpay'] as const;
export type ReconciledMethod = (typeof RECONCILED_METHODS)[number];

export const PAYMENT_FLAG_KINDS = [
  'amount_differs',
  'paid_after_cancel',
  'paid_twice',
  'status_mismatch',
  'pending_too_long',
  'refund_stuck',
] as const;
export type PaymentFlagKind = (typeof PAYMENT_FLAG_KINDS)[number];

/** The longest range of days one summary covers. */
export const RECONCILIATION_MAX_DAYS = 62;

const day = z
  .string({ error: fieldErrorMessage('required') })
  .refine(isIsoDate, { error: fieldErrorMessage('invalid_date') });

/** GET /api/admin/reconciliation?from=&to= — whole days in Iraq time, both included. */
export const reconciliationQuerySchema = z.object({ from: day, to: day });
export type ReconciliationQuery = z.infer<typeof reconciliationQuerySchema>;

/** One provider's day. Sums are whole IQD. */
export const reconciliationDaySchema = z.object({
  day: z.string(),
  method: z.enum(RECONCILED_METHODS),
  paidCount: z.number().int(),
  paidIqd: z.number().int(),
  /** Refunds confirmed or under way (not refused), asked that day. */
  refundedIqd: z.number().int(),
  pendingCount: z.number().int(),
  pendingIqd: z.number().int(),
  openFlags: z.number().int(),
  /** The last check of the day against the provider; null when never checked. */
  checkedAt: z.string().nullable(),
  /** Payments the last check could not ask about (the provider did not answer). */
  couldNotAsk: z.number().int(),
});
export type ReconciliationDay = z.infer<typeof reconciliationDaySchema>;

export const reconciliationResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(reconciliationDaySchema),
});
export type ReconciliationResponse = z.infer<typeof reconciliationResponseSchema>;

export const paymentFlagSchema = z.object({
  _id: z.string(),
  kind: z.enum(PAYMENT_FLAG_KINDS),
  method: z.enum(RECONCILED_METHODS),
  paymentId: z.string(),
  orderId: z.string(),
  orderNumber: z.number().int(),
  day: z.string(),
  /** What the shop has, and what the provider said (short words, not translated). */
  ours: z.string(),
  theirs: z.string(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  note: z.string().nullable(),
});
export type PaymentFlag = z.infer<typeof paymentFlagSchema>;

/** GET /api/admin/reconciliation/flags — the open flags, oldest day first. */
export const paymentFlagsResponseSchema = z.object({ flags: z.array(paymentFlagSchema) });
export type PaymentFlagsResponse = z.infer<typeof paymentFlagsResponseSchema>;

/** POST /api/admin/reconciliation/flags/{id}/resolve */
export const resolveFlagBodySchema = z.object({
  note: z
    .string({ error: fieldErrorMessage('required') })
    .trim()
    .min(1, { error: fieldErrorMessage('required') })
    .max(REASON_MAX_LENGTH, {
      error: fieldErrorMessage('too_long', { maximum: REASON_MAX_LENGTH }),
    }),
});
export type ResolveFlagBody = z.infer<typeof resolveFlagBodySchema>;

/** POST /api/admin/reconciliation/days/{day}/check */
export const reconciliationDayParamsSchema = z.object({ day });

/** What one check of a day did, per provider. */
export const reconciliationCheckSchema = z.object({
  method: z.enum(RECONCILED_METHODS),
  asked: z.number().int(),
  couldNotAsk: z.number().int(),
  flagged: z.number().int(),
});
export const reconciliationCheckResponseSchema = z.object({
  day: z.string(),
  checks: z.array(reconciliationCheckSchema),
  rows: z.array(reconciliationDaySchema),
});
export type ReconciliationCheckResponse = z.infer<typeof reconciliationCheckResponseSchema>;
