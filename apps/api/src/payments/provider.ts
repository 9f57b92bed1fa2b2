/**
 * The one interface every online payment provider implements (issue 38; reference/
 * payments-iraq.md, rules shared by every adapter). The rules it encodes:
 * - amounts are whole dinars (IQD only);
 * - the shopper's return to the shop is never proof of payment: only `status` (a server-to-server
 *   call with our credentials) or a callback whose signature was verified may say "paid", and
 *   even then amount, currency and our reference are compared with what we stored;
 * - one reference per attempt (`reference`, a UUID from our attempt row), reused on a retried
 *   create so it cannot charge twice.
 * Cash on delivery is not a provider: nothing is created, asked or refunded online.
 */

export type PaymentProviderId = 'fib' | 'qi' | 'zaincash' | 'fastpay';

/** A provider's many statuses, mapped to the five the shop acts on. */
export type ProviderPaymentStatus = 'pending' | 'paid' | 'failed' | 'cancelled' | 'refunded';

export interface CreatePaymentInput {
  /** Our attempt's id: a UUID, unique per attempt, the same on a retried create. */
  reference: string;
  /** The order's number, shown to the payer where the provider shows one. */
  orderNumber: string;
  /** Whole dinars. */
  amountIqd: number;
  /** The payer's language; a provider without it gets its nearest (Sorani → Arabic). */
  language: 'kr' | 'ar' | 'en';
  /** Where the provider sends the shopper back: a page that asks `status`, nothing more. */
  returnUrl: string;
  /** Where the provider posts its server-to-server notice, for those that take one per payment. */
  notifyUrl: string;
  /** Pre-fills the provider's page where it takes them. */
  customer?: { phone?: string; name?: string; email?: string };
}

/** What the shopper does next: open the provider's page, or scan a code. */
export type PaymentNextStep =
  | { kind: 'redirect'; url: string }
  | {
      kind: 'qr';
      qrCode: string;
      readableCode: string;
      personalAppLink: string;
      businessAppLink: string;
    };

export interface CreatedPayment {
  /** The provider's id of the payment, for `status`, `cancel` and `refund`. */
  providerPaymentId: string;
  next: PaymentNextStep;
  /** When the provider stops taking payment, when it says. */
  expiresAt: Date | null;
}

/** The provider's word on a payment, read from a status call. */
export interface ProviderPaymentState {
  providerPaymentId: string;
  status: ProviderPaymentStatus;
  /** The amount the provider says was asked (or paid, once paid), in whole dinars. */
  amountIqd: number | null;
  currency: string | null;
  /** Our reference as the provider echoes it, when it does. */
  reference: string | null;
  /** The provider's own status word, for logs and the reconciliation screen. */
  providerStatus: string;
}

/**
 * A callback as received. `verified`: its signature was checked and it names a payment (still
 * ask `status` before acting on anything it does not sign). `trigger`: unsigned, it only names
 * a payment to ask about. `rejected`: forged, malformed or unsigned where a signature is due —
 * nothing changes.
 */
export type CallbackVerdict =
  | { kind: 'verified'; providerPaymentId: string; eventId: string | null }
  | { kind: 'trigger'; providerPaymentId: string }
  | { kind: 'rejected'; reason: string };

export interface ReceivedCallback {
  headers: Record<string, string | string[] | undefined>;
  /** The raw body as received (signatures are over the bytes or over fields of it). */
  rawBody: string;
  query: Record<string, string | undefined>;
}

export interface RefundInput {
  providerPaymentId: string;
  /** A new UUID per refund attempt, the same on a retry. */
  reference: string;
  /** Whole dinars; the whole payment when it equals what was paid. */
  amountIqd: number;
  /** What was paid: a provider that refunds only in full refuses less. */
  paidIqd: number;
  reason: string;
}

export interface RefundResult {
  /** The provider's id of the refund, when it gives one. */
  providerRefundId: string | null;
  /** `processing`: asked, not yet done (ask `status` later). */
  status: 'done' | 'processing' | 'failed';
}

export interface PaymentProvider {
  readonly id: PaymentProviderId;
  /** Whether a refund may be less than what was paid. */
  readonly partialRefunds: boolean;
  /**
   * Whether a refund asked again with the same reference answers that refund's state without
   * giving the money twice (Qi Card's requestId): how one answered `processing` is followed
   * when the payment's status never says refunded.
   */
  readonly refundAskedAgain: boolean;
  create(input: CreatePaymentInput): Promise<CreatedPayment>;
  status(providerPaymentId: string): Promise<ProviderPaymentState>;
  /** The payment made under our reference, when the create's answer was lost; null if none. */
  statusByReference(reference: string): Promise<ProviderPaymentState | null>;
  /** Checks a callback's signature (or its lack); never changes anything. */
  readCallback(callback: ReceivedCallback): Promise<CallbackVerdict>;
  /** Stops an unpaid payment from being paid. */
  cancel(providerPaymentId: string): Promise<void>;
  refund(input: RefundInput): Promise<RefundResult>;
}

/**
 * What went wrong with a provider call, so the caller can decide what to tell the customer:
 * - `refused`: the provider refused the request (bad field, wrong state); retrying will not help;
 * - `auth`: our credentials were refused;
 * - `unavailable`: no usable answer (timeout, network error, HTML from a firewall, a 5xx);
 *   safe to retry later; after a create, `uncertain` says the payment may exist all the same;
 * - `bad_answer`: an answer, but not in the contract's shape.
 */
export type PaymentProviderErrorKind = 'refused' | 'auth' | 'unavailable' | 'bad_answer';

/** The one error a provider client throws; `message` is an English sentence for logs. */
export class PaymentProviderError extends Error {
  readonly provider: PaymentProviderId;
  readonly kind: PaymentProviderErrorKind;
  /** The provider's own error code, when it sent one. */
  readonly providerCode: string | undefined;
  readonly httpStatus: number | undefined;
  readonly uncertain: boolean;

  constructor(
    message: string,
    details: {
      provider: PaymentProviderId;
      kind: PaymentProviderErrorKind;
      providerCode?: string;
      httpStatus?: number;
      uncertain?: boolean;
    },
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'PaymentProviderError';
    this.provider = details.provider;
    this.kind = details.kind;
    this.providerCode = details.providerCode;
    this.httpStatus = details.httpStatus;
    this.uncertain = details.uncertain ?? false;
  }
}
