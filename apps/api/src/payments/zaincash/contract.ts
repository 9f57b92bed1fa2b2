import type { ProviderPaymentStatus } from '../provider';

/**
 * ZainCash's v2 payment gateway as the payments reference (reference/payments-iraq.md, ZainCash
 * v2) describes it, shared by the client and the look-alike. v1 (legacy, JWT-built requests) is
 * not built.
 */
export const ZAINCASH_PATHS = {
  /** The official flow's token path; one back-end calls `/api/v2/oauth2/token` (the look-alike serves both). */
  token: '/oauth2/token',
  tokenV2: '/api/v2/oauth2/token',
  init: '/api/v2/payment-gateway/transaction/init',
  inquiry: '/api/v2/payment-gateway/transaction/inquiry',
  reverse: '/api/v2/payment-gateway/transaction/reverse',
} as const;

/** The scope string four code bases send; `reverse:write` is needed for refunds only. */
export const ZAINCASH_SCOPE = 'payment:read payment:write reverse:write';

/**
 * The least ZainCash takes. v2's minimum was not found; v1's sources disagree (250 or 1,000 IQD),
 * so the higher one is enforced until ZainCash confirms.
 */
export const ZAINCASH_MINIMUM_IQD = 1_000;

/** The seven statuses parakit and a NestJS client list, mapped to the shop's five. */
export const ZAINCASH_STATUSES = {
  SUCCESS: 'paid',
  FAILED: 'failed',
  EXPIRED: 'failed',
  REFUNDED: 'refunded',
  PENDING: 'pending',
  OTP_SENT: 'pending',
  CUSTOMER_AUTHENTICATION_REQUIRED: 'pending',
} as const satisfies Record<string, ProviderPaymentStatus>;

export type ZainCashStatus = keyof typeof ZAINCASH_STATUSES;

/** A status word ZainCash sent, as the shop reads it: one it does not know is still pending. */
export function mapZainCashStatus(word: string): ProviderPaymentStatus {
  const known = Object.hasOwn(ZAINCASH_STATUSES, word) ? word : 'PENDING';
  return ZAINCASH_STATUSES[known as ZainCashStatus];
}

/** The webhook's event types (parakit's fixture). */
export type ZainCashEventType = 'STATUS_CHANGED' | 'REFUND_COMPLETED' | 'REFUND_FAILED';
