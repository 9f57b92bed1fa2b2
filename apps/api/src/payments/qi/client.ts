import { randomUUID, type KeyObject } from 'node:crypto';
import type { z } from 'zod';
import {
  PaymentProviderError,
  type CallbackVerdict,
  type CreatePaymentInput,
  type PaymentProvider,
  type ProviderPaymentState,
  type ReceivedCallback,
} from '../provider';
import {
  mapQiStatus,
  QI_ERROR_CODES,
  qiPaymentResponse,
  qiRefundResponse,
  type QiPayment,
} from './responses';
import { QI_SIGNATURE_HEADER, qiPublicKey, verifyQiSignature } from './signature';
import { createQiTransport, readQiAnswer, type QiRequest } from './transport';

/** How to reach one Qi Card terminal. */
export interface QiCardProviderOptions {
  /** The API base, `…/api/v1` (the sandbox's, or the one Qi issued the merchant). */
  baseUrl: string;
  username: string;
  password: string;
  terminalId: string;
  /** Qi's RSA public key (PEM, at least 2048 bits), which signs its notifications; anything else throws at start. */
  publicKeyPem: string;
  fetch?: typeof fetch;
  /** Per call; a few seconds by default. */
  timeoutMs?: number;
}

/** The longest notification body read: Qi's payment object is a few kilobytes. */
export const QI_MAX_CALLBACK_BYTES = 64 * 1024;

// No Kurdish locale is known (reference/payments-iraq.md, Qi Card, "Not found"): Sorani readers get Arabic.
const LOCALES = { kr: 'ar_IQ', ar: 'ar_IQ', en: 'en_US' } as const;
/**
 * The longest refund `message` sent. The reference (payments-iraq.md, Qi Card, "Cancel and
 * refund") names the optional field but gives no length (neither do the sources it quotes): 255
 * is our choice, counted in UTF-16 units as JavaScript and Java count a string's length.
 */
export const QI_REFUND_MESSAGE_MAX = 255;
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * `text` cut to at most `max` UTF-16 units where a character ends: never half a surrogate pair,
 * nor part of a character made of several (an emoji joined by ZWJ, a letter and its marks).
 */
export function cutAtCharacter(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = 0;
  for (const { segment } of graphemes.segment(text)) {
    if (end + segment.length > max) break;
    end += segment.length;
  }
  if (end > 0) return text.slice(0, end);
  // One character longer than `max` (marks piled on a letter): whole code points, then.
  let cut = '';
  for (const point of text) {
    if (cut.length + point.length > max) break;
    cut += point;
  }
  return cut;
}
const ALREADY_EXISTS: ReadonlySet<string> = new Set([
  String(QI_ERROR_CODES.orderAlreadyExists),
  String(QI_ERROR_CODES.paymentAlreadyExists),
]);
const NOT_FOUND: ReadonlySet<string> = new Set([
  String(QI_ERROR_CODES.orderNotFound),
  String(QI_ERROR_CODES.paymentNotFound),
]);

/** Refuses, before Qi is called, an amount that is not a positive whole number of dinars. */
function checkDinars(action: string, amountIqd: number, atMost = Number.MAX_SAFE_INTEGER) {
  if (Number.isSafeInteger(amountIqd) && amountIqd > 0 && amountIqd <= atMost) return;
  const limit = atMost < Number.MAX_SAFE_INTEGER ? ` of at most ${atMost}` : '';
  throw new PaymentProviderError(
    `Qi Card could not ${action}: the amount must be a positive whole number of dinars${limit} (got ${amountIqd}).`,
    { provider: 'qi', kind: 'refused' },
  );
}

/** The path of one payment's call; `.` and `..` (kept as they are by encoding) would climb out. */
function paymentPath(paymentId: string, action: 'status' | 'cancel' | 'refund') {
  if (/^\.*$/.test(paymentId)) {
    throw new PaymentProviderError(
      `Qi Card was not asked to ${action} "${paymentId}": that is not a payment id.`,
      { provider: 'qi', kind: 'refused' },
    );
  }
  return `/payment/${encodeURIComponent(paymentId)}/${action}`;
}

function customerInfo(customer: CreatePaymentInput['customer']) {
  if (!customer) return undefined;
  const [firstName, ...rest] = (customer.name ?? '').trim().split(/\s+/);
  const info = {
    firstName: firstName || undefined,
    lastName: rest.join(' ') || undefined,
    phone: customer.phone,
    email: customer.email,
  };
  return Object.values(info).some((value) => value !== undefined) ? info : undefined;
}

/** What the shop reads from a payment object: paid amounts from `confirmedAmount` once paid. */
function stateOf(payment: QiPayment): ProviderPaymentState {
  const status = mapQiStatus(payment.status, payment.canceled ?? false);
  const confirmed = payment.status === 'SUCCESS' ? payment.confirmedAmount : null;
  return {
    providerPaymentId: payment.paymentId,
    status,
    amountIqd: confirmed ?? payment.amount,
    currency: payment.currency ?? null,
    reference: payment.requestId ?? null,
    providerStatus: payment.canceled ? `${payment.status} (canceled)` : payment.status,
  };
}

/** An answer describing another payment than the one asked about: never passed on. */
function answerAbout(request: QiRequest, other: string): PaymentProviderError {
  return new PaymentProviderError(
    `Qi Card could not ${request.action}: its answer describes ${other.slice(0, 120)}.`,
    { provider: 'qi', kind: 'bad_answer', httpStatus: 200, uncertain: request.creating === true },
  );
}

function headerValue(headers: ReceivedCallback['headers'], name: string): string | undefined {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== name) continue;
    return typeof value === 'string' ? value : undefined;
  }
  return undefined;
}

/** Reads a notification: the verdict on its signature, never an exception. */
function readNotification(callback: ReceivedCallback, publicKey: KeyObject): CallbackVerdict {
  const signature = headerValue(callback.headers, QI_SIGNATURE_HEADER);
  if (!signature) return { kind: 'rejected', reason: 'no X-Signature header' };
  if (callback.rawBody.length > QI_MAX_CALLBACK_BYTES) {
    return { kind: 'rejected', reason: 'the body is too large' };
  }
  let body: unknown;
  try {
    body = JSON.parse(callback.rawBody);
  } catch {
    return { kind: 'rejected', reason: 'the body is not JSON' };
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return { kind: 'rejected', reason: 'the body is not a JSON object' };
  }
  const fields = body as Record<string, unknown>;
  const paymentId = fields['paymentId'];
  if (typeof paymentId !== 'string' || paymentId.length === 0 || paymentId.length > 100) {
    return { kind: 'rejected', reason: 'the body names no payment' };
  }
  if (!verifyQiSignature(fields, signature, publicKey)) {
    return { kind: 'rejected', reason: 'the signature does not match' };
  }
  return { kind: 'verified', providerPaymentId: paymentId, eventId: null };
}

/**
 * Qi Card's 3-D Secure card gateway as a PaymentProvider (reference/payments-iraq.md, Qi Card).
 * The shopper pays on Qi's hosted form; Qi posts a signed notification when the payment ends,
 * which only names the payment: `status` is asked before anything is acted on.
 */
export function createQiCardProvider(options: QiCardProviderOptions): PaymentProvider {
  const send = createQiTransport(options);
  const publicKey = qiPublicKey(options.publicKeyPem);

  async function call<T extends z.ZodType>(request: QiRequest, schema: T): Promise<z.output<T>> {
    return readQiAnswer(request, await send(request), schema);
  }

  async function byReference(reference: string, creating = false): Promise<QiPayment | null> {
    const request: QiRequest = {
      method: 'GET',
      path: `/payment/status/by/request/${encodeURIComponent(reference)}`,
      action: `find the payment made under reference ${reference}`,
      creating,
    };
    let payment: QiPayment;
    try {
      payment = await call(request, qiPaymentResponse);
    } catch (error) {
      if (error instanceof PaymentProviderError && NOT_FOUND.has(error.providerCode ?? '')) {
        return null;
      }
      throw error;
    }
    if (payment.requestId != null && payment.requestId !== reference) {
      throw answerAbout(request, `reference ${payment.requestId}`);
    }
    return payment;
  }

  /** The payment a retried create finds under our reference, checked against what we asked. */
  async function existing(input: CreatePaymentInput, cause: PaymentProviderError) {
    const payment = await byReference(input.reference, true);
    const action = `create the payment for reference ${input.reference}`;
    if (!payment) {
      throw new PaymentProviderError(
        `Qi Card could not ${action}: it says the payment exists, then finds none.`,
        { provider: 'qi', kind: 'unavailable', providerCode: cause.providerCode, uncertain: true },
        { cause },
      );
    }
    if (payment.amount !== input.amountIqd || (payment.currency ?? 'IQD') !== 'IQD') {
      throw new PaymentProviderError(
        `Qi Card could not ${action}: a payment under this reference exists for ${payment.amount} ${payment.currency ?? ''}.`,
        { provider: 'qi', kind: 'refused', providerCode: cause.providerCode },
        { cause },
      );
    }
    return payment;
  }

  return {
    id: 'qi',
    partialRefunds: true,
    // A refund's requestId asked again answers that refund (reference: "poll until final").
    refundAskedAgain: true,

    async create(input) {
      checkDinars(`create the payment for reference ${input.reference}`, input.amountIqd);
      const request: QiRequest = {
        method: 'POST',
        path: '/payment',
        action: `create the payment for reference ${input.reference}`,
        creating: true,
        body: {
          requestId: input.reference,
          amount: input.amountIqd,
          currency: 'IQD',
          locale: LOCALES[input.language],
          finishPaymentUrl: input.returnUrl,
          notificationUrl: input.notifyUrl,
          customerInfo: customerInfo(input.customer),
          additionalInfo: { orderId: input.orderNumber },
        },
      };
      let payment: QiPayment;
      try {
        payment = await call(request, qiPaymentResponse);
      } catch (error) {
        if (
          !(error instanceof PaymentProviderError) ||
          !ALREADY_EXISTS.has(error.providerCode ?? '')
        )
          throw error;
        // A retried create (its first answer was lost): the payment made then is the answer.
        payment = await existing(input, error);
      }
      if (payment.amount !== input.amountIqd || (payment.currency ?? 'IQD') !== 'IQD') {
        // Made, but not as asked: the shopper is never sent to pay another amount.
        throw answerAbout(request, `a payment of ${payment.amount} ${payment.currency ?? ''}`);
      }
      if (!payment.formUrl) {
        throw new PaymentProviderError(
          `Qi Card could not ${request.action}: its answer has no formUrl.`,
          { provider: 'qi', kind: 'bad_answer', uncertain: true },
        );
      }
      return {
        providerPaymentId: payment.paymentId,
        next: { kind: 'redirect', url: payment.formUrl },
        expiresAt: null,
      };
    },

    async status(providerPaymentId) {
      const request: QiRequest = {
        method: 'GET',
        path: paymentPath(providerPaymentId, 'status'),
        action: `read the status of payment ${providerPaymentId}`,
      };
      const payment = await call(request, qiPaymentResponse);
      if (payment.paymentId !== providerPaymentId) {
        throw answerAbout(request, `payment ${payment.paymentId}`);
      }
      return stateOf(payment);
    },

    async statusByReference(reference) {
      const payment = await byReference(reference);
      return payment && stateOf(payment);
    },

    async readCallback(callback) {
      return readNotification(callback, publicKey);
    },

    async cancel(providerPaymentId) {
      const request: QiRequest = {
        method: 'POST',
        path: paymentPath(providerPaymentId, 'cancel'),
        action: `cancel payment ${providerPaymentId}`,
        body: { requestId: randomUUID() },
      };
      try {
        await call(request, qiPaymentResponse);
      } catch (error) {
        // Cancelled already (a retried cancel): what was asked is done.
        const code = error instanceof PaymentProviderError ? error.providerCode : undefined;
        if (code !== String(QI_ERROR_CODES.orderAlreadyCancelled)) throw error;
      }
    },

    async refund(input) {
      const action = `refund payment ${input.providerPaymentId}`;
      checkDinars(action, input.amountIqd, input.paidIqd);
      const request: QiRequest = {
        method: 'POST',
        path: paymentPath(input.providerPaymentId, 'refund'),
        action: `refund ${input.amountIqd} IQD of payment ${input.providerPaymentId}`,
        body: {
          requestId: input.reference,
          amount: input.amountIqd,
          message: cutAtCharacter(input.reason, QI_REFUND_MESSAGE_MAX),
        },
      };
      const refund = await call(request, qiRefundResponse);
      const status = { SUCCESS: 'done', PROCESSING: 'processing', FAILED: 'failed' } as const;
      return { providerRefundId: refund.refundId ?? null, status: status[refund.status] };
    },
  };
}
