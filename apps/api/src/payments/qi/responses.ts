import { z } from 'zod';
import { answeredDinars } from '../answer-amount';
import type { ProviderPaymentStatus } from '../provider';

/** Qi Card's 13 payment statuses (reference/payments-iraq.md, Qi Card, "Status"). */
export const QI_PAYMENT_STATUSES = [
  'CREATED',
  'FORM_SHOWED',
  'THREE_DS_METHOD_CALL_REQUIRED',
  'AUTHENTICATION_REQUIRED',
  'AUTHENTICATION_STARTED',
  'AUTHENTICATED',
  'INITIALIZED',
  'STARTED',
  'SUCCESS',
  'FAILED',
  'AUTHENTICATION_FAILED',
  'ERROR',
  'EXPIRED',
] as const;

export type QiPaymentStatus = (typeof QI_PAYMENT_STATUSES)[number];

/** The four terminal failures; SUCCESS is the fifth end, every other status is still pending. */
const FAILED_STATUSES: ReadonlySet<QiPaymentStatus> = new Set([
  'FAILED',
  'AUTHENTICATION_FAILED',
  'ERROR',
  'EXPIRED',
]);

/** Whether the payment may still be paid (its status is not one of the five ends). */
export const isQiPending = (status: QiPaymentStatus) =>
  status !== 'SUCCESS' && !FAILED_STATUSES.has(status);

/**
 * The shop's five statuses from Qi's status and its separate `canceled` flag: a cancelled
 * payment is cancelled whatever its status says (a cancelled SUCCESS is a reversal); Qi has no
 * status for a refund, so `refunded` never comes from here.
 */
export function mapQiStatus(status: QiPaymentStatus, canceled: boolean): ProviderPaymentStatus {
  if (canceled) return 'cancelled';
  if (status === 'SUCCESS') return 'paid';
  return isQiPending(status) ? 'pending' : 'failed';
}

/** Qi's refund statuses: PROCESSING is polled until it is one of the other two. */
export const QI_REFUND_STATUSES = ['SUCCESS', 'FAILED', 'PROCESSING'] as const;

// Code sends amounts as numbers, some as decimal strings ("25000.000"): whole dinars either way.
const amount = answeredDinars;

/** The payment object every payment call answers with (create, status, cancel). */
export const qiPaymentResponse = z.object({
  paymentId: z.string().min(1).max(100),
  requestId: z.string().nullish(),
  status: z.enum(QI_PAYMENT_STATUSES),
  canceled: z.boolean().nullish(),
  amount,
  confirmedAmount: amount.nullish(),
  currency: z.string().nullish(),
  creationDate: z.string().nullish(),
  formUrl: z.url({ protocol: /^https?$/ }).nullish(),
});

export type QiPayment = z.output<typeof qiPaymentResponse>;

/** The answer to a refund. */
export const qiRefundResponse = z.object({
  refundId: z.string().min(1).nullish(),
  status: z.enum(QI_REFUND_STATUSES),
});

/** Qi's error body; the prose docs say `description` where the code says `message`. */
export const qiErrorBody = z.object({
  error: z.object({
    code: z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]),
    message: z.string().nullish(),
    description: z.string().nullish(),
  }),
});

/** Error codes the client acts on. */
export const QI_ERROR_CODES = {
  orderAlreadyExists: 1,
  orderNotFound: 2,
  orderAlreadyCancelled: 3,
  paymentAlreadyExists: 10,
  paymentNotFound: 12,
  refundError: 20,
  validationError: 21,
  incorrectPaymentState: 22,
  internalSystemError: 23,
  externalSystemError: 24,
  badCredentials: 27,
} as const;
