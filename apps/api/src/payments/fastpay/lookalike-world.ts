import { randomBytes, randomUUID } from 'node:crypto';
import { systemClock, type Clock } from '../../lib/clock';
import { createDeliveries } from '../../messages/lookalike/deliveries';
import { createFormTokens, offOrigin, originCheck, sameSecret } from '../lookalike-http';
import { FASTPAY_CODES } from './contract';

/** What the next payment finished on the hosted page does, whatever the payer types. */
export const FASTPAY_LOOKALIKE_OUTCOMES = [
  'success',
  'decline',
  'no-ipn',
  'late-ipn',
  'duplicate-ipn',
  'forged-ipn',
  'amount-differs',
] as const;
export type FastPayLookalikeOutcome = (typeof FASTPAY_LOOKALIKE_OUTCOMES)[number];

/** The wallet the page declines (any other Iraqi mobile number pays, with any password). */
export const FASTPAY_LOOKALIKE_DECLINING_WALLET = '+9647500000002';

export interface FastPayLookalikeWorldOptions {
  /** The store's credentials the look-alike accepts. */
  storeId: string;
  storePassword: string;
  /** When set, a refund must carry it as `refund_secret_key` (parakit, levilabs). */
  refundSecretKey?: string;
  /** How IPNs are posted (in-process in the demo). */
  fetch?: typeof fetch;
  clock?: Clock;
  /**
   * The only origins (e.g. `http://localhost:3000`) success_url, cancel_url and callback_url may
   * be on: an initiation naming another is refused (body code 400, "Invalid fields: …"). Any
   * origin when not given.
   */
  allowedOrigins?: readonly string[];
}

export type FastPayLookalikeStatus = 'Pending' | 'Success' | 'Failed' | 'Cancelled';

export interface FastPayLookalikePayment {
  orderId: string;
  /** The page's token (`/pay?token=`). */
  token: string;
  billAmount: number;
  /** What the payer paid: the bill, unless the amount-differs outcome changed it. */
  receivedAmount: number | null;
  cart: string;
  successUrl: string;
  cancelUrl: string;
  callbackUrl: string | null;
  status: FastPayLookalikeStatus;
  gwTransactionId: string | null;
  customerMobile: string | null;
  createdAt: Date;
  paidAt: Date | null;
  refunds: { amount: number; invoiceId: string; msisdn: string; at: Date }[];
}

/** A refusal: HTTP 200 with FastPay's body `code` (422 credentials, 404 not found or not paid). */
export class FastPayRefusal extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** What the look-alike received, for tests to read (secrets never kept). */
export interface FastPayLookalikeReceived {
  at: string;
  path: string;
  body: unknown;
}

const MAX_PAYMENTS = 10_000;
const MAX_RECEIVED = 1_000;
const MAX_QUEUED = 100;
const BAGHDAD_OFFSET_MS = 3 * 3_600_000;

/** FastPay's times: `Y-m-d H:i:s`, local (Asia/Baghdad, UTC+3 all year). */
export const fastPayTime = (time: Date) =>
  new Date(time.getTime() + BAGHDAD_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** Digits only, the last ten: how the look-alike compares Iraqi mobile numbers. */
const mobileKey = (msisdn: string) => msisdn.replace(/\D/g, '').slice(-10);

export type FastPayLookalikeWorld = ReturnType<typeof createFastPayLookalikeWorld>;

/** The look-alike's state: payments by order id, scripted outcomes, and the IPNs it posts. */
export function createFastPayLookalikeWorld(options: FastPayLookalikeWorldOptions) {
  const clock = options.clock ?? systemClock;
  const payments = new Map<string, FastPayLookalikePayment>();
  const byToken = new Map<string, string>();
  const outcomes: { outcome: FastPayLookalikeOutcome; amountIqd?: number }[] = [];
  const failures: 'html'[] = [];
  // Refunds to be made whose answer is then lost (FastPay did it; the merchant never hears).
  let refundAnswersToDrop = 0;
  const received: FastPayLookalikeReceived[] = [];
  const deliveries = createDeliveries(() => options.fetch ?? globalThis.fetch);
  let held: { url: string; body: string }[] = [];
  const now = () => clock.now();
  const allowed = originCheck(options.allowedOrigins);
  const formTokens = createFormTokens();

  /** The IPN's fields, which validate also answers with (reference, FastPay, IPN). */
  function orderFields(payment: FastPayLookalikePayment, amount = payment.receivedAmount) {
    const at = fastPayTime(payment.paidAt ?? now());
    return {
      gw_transaction_id: payment.gwTransactionId,
      merchant_order_id: payment.orderId,
      received_amount: (amount ?? 0).toFixed(2),
      currency: 'IQD',
      status: payment.status,
      customer_name: 'Look-alike Payer',
      customer_mobile_number: payment.customerMobile,
      at,
      transaction_id: payment.gwTransactionId,
      order_id: payment.orderId,
      customer_account_no: payment.customerMobile,
      received_at: at,
    };
  }

  function post(url: string, body: string) {
    return deliveries.post(url, body, {});
  }

  /** The unsigned IPN of a successful payment, misbehaving as the outcome says. */
  function notify(payment: FastPayLookalikePayment, outcome: FastPayLookalikeOutcome | undefined) {
    if (!payment.callbackUrl || outcome === 'no-ipn') return;
    const url = payment.callbackUrl;
    if (outcome === 'forged-ipn') {
      // Anyone can post an IPN: this one claims an amount FastPay never received.
      const forged = { ...orderFields(payment), gw_transaction_id: 'FORGED0001' };
      forged.received_amount = (payment.billAmount * 10).toFixed(2);
      void post(url, JSON.stringify(forged));
      return;
    }
    const body = JSON.stringify(orderFields(payment));
    if (outcome === 'late-ipn') {
      held.push({ url, body });
      return;
    }
    void post(url, body);
    if (outcome === 'duplicate-ipn') void post(url, body);
  }

  function find(orderId: string): FastPayLookalikePayment {
    const payment = payments.get(orderId);
    if (!payment) throw new FastPayRefusal(FASTPAY_CODES.notFound, 'Order not found');
    return payment;
  }

  /** The payment whose page has this token, if any. */
  function onPage(token: string): FastPayLookalikePayment | undefined {
    const orderId = byToken.get(token);
    return orderId === undefined ? undefined : payments.get(orderId);
  }

  function payable(token: string): FastPayLookalikePayment {
    const payment = onPage(token);
    if (!payment) throw new FastPayRefusal(FASTPAY_CODES.notFound, 'Unknown payment');
    if (payment.status !== 'Pending') throw new FastPayRefusal(409, 'This payment is over');
    return payment;
  }

  const backTo = (url: string, orderId: string) => {
    const back = new URL(url);
    back.searchParams.set('order_id', orderId);
    return back.toString();
  };

  return {
    payments,
    received,
    deliveries,
    clock,
    /** The hosted page's token of each order (CSRF). */
    formTokens,

    record(entry: Omit<FastPayLookalikeReceived, 'at'>) {
      if (received.length >= MAX_RECEIVED) received.shift();
      received.push({ at: now().toISOString(), ...entry });
    },
    /** The next API call's failure, if one is queued (consumed). */
    takeFailure: () => failures.shift(),
    /** Whether the refund just made loses its answer (consumed). */
    takeRefundAnswerDrop(): boolean {
      if (refundAnswersToDrop === 0) return false;
      refundAnswersToDrop -= 1;
      return true;
    },
    nextOutcome(
      outcome: FastPayLookalikeOutcome | 'html' | 'drop-refund-answer',
      count = 1,
      amountIqd?: number,
    ) {
      for (let i = 0; i < count; i += 1) {
        if (outcomes.length + failures.length + refundAnswersToDrop >= MAX_QUEUED) break;
        if (outcome === 'drop-refund-answer') refundAnswersToDrop += 1;
        else if (outcome === 'html') failures.push(outcome);
        else outcomes.push({ outcome, amountIqd });
      }
    },

    /** Refuses a call without the store's id and password, as FastPay does: body code 422. */
    checkStore(fields: { store_id?: unknown; store_password?: unknown }) {
      const storeId = sameSecret(fields.store_id, options.storeId);
      if (!sameSecret(fields.store_password, options.storePassword) || !storeId) {
        throw new FastPayRefusal(FASTPAY_CODES.badCredentials, 'Invalid store credentials');
      }
    },

    /**
     * A new order, or the same page again for a repeated order id of the same unpaid bill (what
     * FastPay does with a repeated `order_id` is not documented; this is the kind reading).
     */
    initiate(fields: {
      orderId: string;
      billAmount: number;
      cart: string;
      successUrl: string;
      cancelUrl: string;
      callbackUrl: string | null;
    }): FastPayLookalikePayment {
      const off = offOrigin(allowed, {
        success_url: fields.successUrl,
        // Named only when sent: it is the success URL when not.
        cancel_url: fields.cancelUrl === fields.successUrl ? null : fields.cancelUrl,
        callback_url: fields.callbackUrl,
      });
      if (off.length > 0) throw new FastPayRefusal(400, `Invalid fields: ${off.join(', ')}`);
      const existing = payments.get(fields.orderId);
      if (existing) {
        if (existing.status === 'Pending' && existing.billAmount === fields.billAmount) {
          return existing;
        }
        throw new FastPayRefusal(409, 'The order_id has been used already');
      }
      if (payments.size >= MAX_PAYMENTS) {
        throw new FastPayRefusal(429, 'The look-alike holds too many orders');
      }
      const payment: FastPayLookalikePayment = {
        ...fields,
        token: randomUUID(),
        receivedAmount: null,
        status: 'Pending',
        gwTransactionId: null,
        customerMobile: null,
        createdAt: now(),
        paidAt: null,
        refunds: [],
      };
      payments.set(payment.orderId, payment);
      byToken.set(payment.token, payment.orderId);
      return payment;
    },
    find,
    onPage,

    /** Validate's data: 404 for an order not found or not paid yet. */
    validate(orderId: string) {
      const payment = find(orderId);
      if (payment.status === 'Pending') {
        throw new FastPayRefusal(FASTPAY_CODES.notFound, 'Payment not found or not paid yet');
      }
      return orderFields(payment);
    },

    /** The payer logged in to pay: the next outcome decides, else the wallet number does. */
    login(token: string, msisdn: string): string {
      const payment = payable(token);
      const next = outcomes.shift();
      const declined =
        next?.outcome === 'decline' ||
        (next === undefined && mobileKey(msisdn) === mobileKey(FASTPAY_LOOKALIKE_DECLINING_WALLET));
      payment.customerMobile = msisdn;
      if (declined) {
        payment.status = 'Failed';
        return backTo(payment.cancelUrl, payment.orderId);
      }
      payment.status = 'Success';
      payment.paidAt = now();
      payment.gwTransactionId = randomBytes(5).toString('hex').toUpperCase();
      payment.receivedAmount =
        next?.outcome === 'amount-differs'
          ? (next.amountIqd ?? Math.max(0, payment.billAmount - 1_000))
          : payment.billAmount;
      notify(payment, next?.outcome);
      return backTo(payment.successUrl, payment.orderId);
    },
    /** The payer pressed cancel on the page. */
    cancel(token: string): string {
      const payment = payable(token);
      payment.status = 'Cancelled';
      return backTo(payment.cancelUrl, payment.orderId);
    },

    /** A refund to the payer's number, full or partial, never more than is left of the payment. */
    refund(fields: { orderId: string; msisdn: string; amount: number; secret?: string }) {
      if (
        options.refundSecretKey !== undefined &&
        !sameSecret(fields.secret, options.refundSecretKey)
      ) {
        throw new FastPayRefusal(FASTPAY_CODES.badCredentials, 'Invalid refund secret key');
      }
      const payment = find(fields.orderId);
      if (payment.status !== 'Success' || payment.receivedAmount === null) {
        throw new FastPayRefusal(FASTPAY_CODES.notFound, 'Payment not found or not paid');
      }
      if (mobileKey(fields.msisdn) !== mobileKey(payment.customerMobile ?? '')) {
        throw new FastPayRefusal(400, 'The msisdn is not the payer of this order');
      }
      const refunded = payment.refunds.reduce((sum, refund) => sum + refund.amount, 0);
      if (fields.amount > payment.receivedAmount - refunded) {
        throw new FastPayRefusal(400, 'The amount is more than can be refunded');
      }
      const invoiceId = `RF${randomBytes(5).toString('hex').toUpperCase()}`;
      payment.refunds.push({ amount: fields.amount, invoiceId, msisdn: fields.msisdn, at: now() });
      return { payment, invoiceId };
    },
    refundStatus(orderId: string) {
      return {
        order_id: orderId,
        refund_status: find(orderId).refunds.length > 0,
        status_checked_at: fastPayTime(now()),
      };
    },

    /** Posts the IPNs held back by the late-ipn outcome. */
    releaseLateIpns() {
      const late = held;
      held = [];
      for (const { url, body } of late) void post(url, body);
    },
    /** Resolves once every IPN under way has been answered or failed. */
    settled: () => deliveries.settled(),
  };
}
