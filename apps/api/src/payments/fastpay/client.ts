import type { Clock } from '../../lib/clock';
import {
  PaymentProviderError,
  type CreatePaymentInput,
  type PaymentProvider,
  type ProviderPaymentState,
  type RefundInput,
  type RefundResult,
} from '../provider';
import { readFastPayCallback } from './callback';
import {
  FASTPAY_CODES,
  FASTPAY_MINIMUM_IQD,
  FASTPAY_ORDER_ID,
  FASTPAY_PATHS,
  fastPayOrderId,
  mapFastPayStatus,
  referenceOfOrderId,
} from './contract';
import { initiationData, refundData, refundValidationData, validateData } from './responses';
import {
  createFastPayTransport,
  fastPayError,
  fastPayRefusal,
  readFastPayData,
  type FastPayCall,
} from './transport';

/** The store's credentials from configuration and, for tests, fetch, timeout and clock. */
export interface FastPayProviderOptions {
  /** `https://staging-apigw-merchant.fast-pay.iq` in test, `https://apigw-merchant.fast-pay.iq` live. */
  baseUrl: string;
  storeId: string;
  storePassword: string;
  /**
   * parakit and levilabs send it with every refund and say FastPay refuses a refund without it;
   * FastPay's own guide does not list it. Sent when configured.
   */
  refundSecretKey?: string;
  fetch?: typeof fetch;
  /** Per call, reading the answer included. */
  timeoutMs?: number;
  /** Accepted like the other providers'; nothing FastPay answers is checked against a clock. */
  clock?: Clock;
}

/**
 * A refund this client asked for, by the caller's reference, so that a retry of it is not made
 * again: `unanswered` until FastPay's answer said it was made (`done`).
 */
interface RefundAttempt {
  orderId: string;
  amountIqd: number;
  /** refund/validation said the order had a refund already before this one was sent. */
  refundedBefore: boolean;
  outcome: 'unanswered' | 'done';
  providerRefundId: string | null;
}

/** How many refund attempts are remembered; the oldest are forgotten past it. */
const MAX_REFUND_ATTEMPTS = 1_000;

const refused = (message: string, providerCode: string) =>
  new PaymentProviderError(message, { provider: 'fastpay', kind: 'refused', providerCode });

/** The cart FastPay shows: one line, the order, at the whole amount (a JSON-encoded string). */
const cartOf = (input: CreatePaymentInput) =>
  JSON.stringify([
    {
      name: `Chapkhana order ${input.orderNumber}`.slice(0, 100),
      qty: 1,
      unit_price: input.amountIqd,
      sub_total: input.amountIqd,
    },
  ]);

/**
 * FastPay's merchant payment gateway (reference/payments-iraq.md, FastPay) as a payment provider.
 * The store's id and password travel in every body (no token); FastPay answers HTTP 200 to
 * everything and its body `code` decides. The shopper pays on FastPay's page; the IPN FastPay
 * posts is unsigned, so only `status` (validate) ever says "paid".
 */
export function createFastPayProvider(options: FastPayProviderOptions): PaymentProvider {
  const send = createFastPayTransport({
    ...options,
    otherSecrets: [options.refundSecretKey],
  });

  /** Validate: the order's state, or null when FastPay answers 404 (not found or not paid). */
  async function validate(orderId: string, call: FastPayCall) {
    const answer = await send(FASTPAY_PATHS.validate, { order_id: orderId }, call);
    if (answer.code === FASTPAY_CODES.notFound) return null;
    if (answer.code !== FASTPAY_CODES.ok) throw fastPayRefusal(call, answer);
    const data = readFastPayData(call, answer, validateData);
    const echoed = [data.merchant_order_id, data.order_id].find(
      (id) => id != null && id !== orderId,
    );
    if (echoed !== undefined) {
      throw fastPayError(call, `its answer describes order ${echoed}`, {
        kind: 'bad_answer',
        httpStatus: 200,
      });
    }
    return data;
  }

  /** The order's state; `found` is false when FastPay answered 404. */
  async function stateOf(
    orderId: string,
  ): Promise<{ state: ProviderPaymentState; found: boolean }> {
    const call = { action: `validate order ${orderId}`, uncertain: false };
    if (!FASTPAY_ORDER_ID.test(orderId)) {
      throw refused(
        `FastPay could not ${call.action}: that is not an order id.`,
        'INVALID_ORDER_ID',
      );
    }
    const data = await validate(orderId, call);
    const reference = referenceOfOrderId(orderId);
    if (data === null) {
      // FastPay says 404 alike for an order it does not know and one not paid yet (parakit reads
      // it as pending): nothing says paid, so pending.
      const state = { providerPaymentId: orderId, status: 'pending' as const, reference };
      return {
        state: { ...state, amountIqd: null, currency: null, providerStatus: 'NOT_PAID' },
        found: false,
      };
    }
    const state: ProviderPaymentState = {
      providerPaymentId: orderId,
      status: mapFastPayStatus(data.status),
      // "25000.00" read as a number: the caller compares numbers, never the text.
      amountIqd: data.received_amount,
      currency: data.currency ?? null,
      reference,
      providerStatus: data.status,
    };
    return { state, found: true };
  }

  function checkCreate(input: CreatePaymentInput): string {
    const action = 'FastPay could not create the payment';
    if (!Number.isSafeInteger(input.amountIqd) || input.amountIqd < FASTPAY_MINIMUM_IQD) {
      throw refused(
        `${action}: the amount must be a whole number of dinars of at least ${FASTPAY_MINIMUM_IQD} (got ${input.amountIqd}).`,
        'AMOUNT_BELOW_MINIMUM',
      );
    }
    const orderId = fastPayOrderId(input.reference);
    if (orderId === null) {
      throw refused(`${action}: the reference must be a UUID.`, 'INVALID_REFERENCE');
    }
    return orderId;
  }

  /** What validate says of a paid order before a refund: the amount paid and the payer's number. */
  async function paidOrder(orderId: string, call: FastPayCall) {
    const data = await validate(orderId, call);
    if (data === null || mapFastPayStatus(data.status) !== 'paid') {
      throw refused(
        `FastPay could not ${call.action}: the order is not paid (${data?.status ?? 'not found'}).`,
        'NOT_PAID',
      );
    }
    const msisdn = data.customer_mobile_number ?? data.customer_account_no;
    if (!msisdn) {
      throw fastPayError(call, 'validate names no payer number to refund to', {
        kind: 'bad_answer',
        httpStatus: 200,
      });
    }
    return { paid: data.received_amount, msisdn };
  }

  const refundAttempts = new Map<string, RefundAttempt>();
  function rememberRefund(reference: string, attempt: RefundAttempt) {
    refundAttempts.delete(reference);
    refundAttempts.set(reference, attempt);
    const oldest = refundAttempts.keys().next();
    if (refundAttempts.size > MAX_REFUND_ATTEMPTS && !oldest.done) {
      refundAttempts.delete(oldest.value);
    }
  }

  async function refunded(orderId: string, call: FastPayCall): Promise<boolean> {
    const answer = await send(FASTPAY_PATHS.refundValidation, { order_id: orderId }, call);
    if (answer.code === FASTPAY_CODES.notFound) return false;
    if (answer.code !== FASTPAY_CODES.ok) throw fastPayRefusal(call, answer);
    return readFastPayData(call, answer, refundValidationData).refund_status;
  }

  /**
   * Validate first (the order must be paid; the refund goes to the payer's number it names,
   * and may not exceed what was paid), then the refund.
   *
   * Idempotent as far as FastPay's contract allows (reference, FastPay, Refund): FastPay takes
   * no refund reference of ours and answers refund/validation with one yes/no per order, so
   * this client remembers each refund it sent by the caller's `reference`:
   * - the same reference again after FastPay answered: the same result, nothing sent;
   * - after a lost answer (a timeout, a dropped connection, HTML): refund/validation is asked
   *   before anything is re-sent. If the order had no refund before that attempt and has one
   *   now, it was that attempt: done. If it has none, the attempt did not happen: sent again.
   *   If it had one before, FastPay cannot tell the two apart: `unavailable`, `uncertain`,
   *   code REFUND_UNCERTAIN, every time, and never re-sent — someone looks in FastPay's merchant
   *   panel.
   * What remains uncertain: the memory is this process's (bounded to the latest 1,000), so a
   * retry after a restart, or from another copy of the shop, looks like a new refund and is
   * sent again — twice paid if the lost one went through (the caller's own record of the
   * attempt is the only guard then); whether FastPay itself refuses a repeated refund of an
   * order is not documented; nor is whether validate's fields change after a refund (not used).
   */
  async function refundOnce(input: RefundInput): Promise<RefundResult> {
    const orderId = input.providerPaymentId;
    const call = {
      action: `refund ${input.amountIqd} IQD of order ${orderId}`,
      uncertain: false,
    };
    if (!Number.isSafeInteger(input.amountIqd) || input.amountIqd < 1) {
      throw refused(
        `FastPay could not ${call.action}: not a whole number of dinars.`,
        'INVALID_AMOUNT',
      );
    }
    if (input.amountIqd > input.paidIqd) {
      throw refused(
        `FastPay could not ${call.action}: more than the ${input.paidIqd} IQD paid.`,
        'REFUND_ABOVE_PAID',
      );
    }
    if (!FASTPAY_ORDER_ID.test(orderId)) {
      throw refused(
        `FastPay could not ${call.action}: that is not an order id.`,
        'INVALID_ORDER_ID',
      );
    }
    const earlier = refundAttempts.get(input.reference);
    if (earlier && (earlier.orderId !== orderId || earlier.amountIqd !== input.amountIqd)) {
      throw refused(
        `FastPay could not ${call.action}: reference ${input.reference} was used for another refund.`,
        'REFERENCE_REUSED',
      );
    }
    if (earlier?.outcome === 'done') {
      return { providerRefundId: earlier.providerRefundId, status: 'done' };
    }
    if (earlier) {
      // Its answer was lost: FastPay's word on the order before anything is sent again.
      const check = { action: `check the refund of order ${orderId}`, uncertain: false };
      if (await refunded(orderId, check)) {
        if (earlier.refundedBefore) {
          throw fastPayError(
            { ...call, uncertain: true },
            'an earlier attempt had no answer and refund/validation cannot tell it from the refund before it; check the order in the merchant panel',
            { kind: 'unavailable', providerCode: 'REFUND_UNCERTAIN' },
          );
        }
        rememberRefund(input.reference, { ...earlier, outcome: 'done' });
        return { providerRefundId: null, status: 'done' };
      }
    }
    const { paid, msisdn } = await paidOrder(orderId, call);
    if (input.amountIqd > paid) {
      throw refused(
        `FastPay could not ${call.action}: FastPay says ${paid} IQD was paid.`,
        'REFUND_ABOVE_PAID',
      );
    }
    const refundedBefore = earlier?.refundedBefore ?? (await refunded(orderId, call));
    const attempt: RefundAttempt = {
      orderId,
      amountIqd: input.amountIqd,
      refundedBefore,
      outcome: 'unanswered',
      providerRefundId: null,
    };
    // Remembered before it is sent: whatever happens to the answer, a retry asks first.
    rememberRefund(input.reference, attempt);
    let answer;
    try {
      answer = await send(
        FASTPAY_PATHS.refund,
        {
          order_id: orderId,
          msisdn,
          amount: input.amountIqd,
          ...(options.refundSecretKey ? { refund_secret_key: options.refundSecretKey } : {}),
        },
        // The refund may have been made although its answer was lost.
        { ...call, uncertain: true },
      );
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      if (error.kind === 'refused' || error.kind === 'auth') {
        // Refused: nothing was refunded; the same reference may be tried again.
        refundAttempts.delete(input.reference);
      }
      // A strange answer may still mean a refund made: a retry asks first.
      if (error.kind !== 'unavailable') throw error;
      const check = { action: `check the refund of order ${orderId}`, uncertain: false };
      const nowRefunded = await refunded(orderId, check).catch(() => undefined);
      if (!refundedBefore && nowRefunded === true) {
        rememberRefund(input.reference, { ...attempt, outcome: 'done' });
        return { providerRefundId: null, status: 'done' };
      }
      throw error;
    }
    if (answer.code !== FASTPAY_CODES.ok) {
      // Refused: nothing was refunded; the same reference may be tried again.
      refundAttempts.delete(input.reference);
      throw fastPayRefusal(call, answer);
    }
    const { invoiceId } = readFastPayData(call, answer, refundData);
    rememberRefund(input.reference, { ...attempt, outcome: 'done', providerRefundId: invoiceId });
    return { providerRefundId: invoiceId, status: 'done' };
  }

  /** The refunds asked and not yet answered, by the caller's reference. */
  const refundsUnderWay = new Map<string, Promise<RefundResult>>();

  return {
    id: 'fastpay',
    // Full or partial, to the payer's wallet (reference, FastPay, Refund).
    partialRefunds: true,
    // A refund sent again after a restart is a second refund: one left processing is flagged
    // for a person after a day (reconciliation), never re-sent.
    refundAskedAgain: false,

    async create(input) {
      const orderId = checkCreate(input);
      const call = { action: `create the payment for order ${orderId}`, uncertain: true };
      // FastPay has one URL for success and one for cancel; the return page asks `status` either way.
      const answer = await send(
        FASTPAY_PATHS.initiation,
        {
          order_id: orderId,
          bill_amount: input.amountIqd,
          currency: 'IQD',
          cart: cartOf(input),
          success_url: input.returnUrl,
          cancel_url: input.returnUrl,
          callback_url: input.notifyUrl,
        },
        call,
      );
      if (answer.code !== FASTPAY_CODES.ok) throw fastPayRefusal(call, answer);
      const { redirectUrl } = readFastPayData(call, answer, initiationData);
      return {
        // FastPay's key for validate and refund is our order id; it gives no id of its own here.
        providerPaymentId: orderId,
        // The page's address exactly as FastPay gave it, never built by us.
        next: { kind: 'redirect', url: redirectUrl },
        // FastPay states no expiry.
        expiresAt: null,
      };
    },

    async status(providerPaymentId) {
      return (await stateOf(providerPaymentId)).state;
    },

    /**
     * The order id is made from the reference, so this is validate again. FastPay's 404 reads
     * alike for "no such order" and "not paid yet": null then says "nothing paid under this
     * reference", which is safe, as a create again with the same reference sends the same order id.
     */
    async statusByReference(reference) {
      const orderId = fastPayOrderId(reference);
      if (orderId === null) {
        throw refused(
          'FastPay could not find a payment: the reference must be a UUID.',
          'INVALID_REFERENCE',
        );
      }
      const { state, found } = await stateOf(orderId);
      return found ? state : null;
    },

    readCallback: async (callback) => readFastPayCallback(callback),

    /**
     * FastPay has no cancel API (reference, FastPay, "Not found": a shopper who backs out is
     * simply never paid). A no-op would tell the caller the order can no longer be paid while its
     * page still takes money, so this refuses: the caller lets it lapse and refunds it if paid.
     */
    async cancel(providerPaymentId) {
      throw refused(
        `FastPay cannot cancel order ${providerPaymentId}: it has no cancel; an unpaid order simply stays unpaid.`,
        'NOT_SUPPORTED',
      );
    },

    /** See refundOnce; a refund asked again while the first is under way waits for it. */
    refund(input) {
      const running = refundsUnderWay.get(input.reference);
      if (running) return running;
      const refund = refundOnce(input).finally(() => refundsUnderWay.delete(input.reference));
      refundsUnderWay.set(input.reference, refund);
      return refund;
    },
  };
}
