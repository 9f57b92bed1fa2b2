import { randomUUID } from 'node:crypto';
import { isQiPending, type QiPaymentStatus } from './responses';
import type { QiNotifier } from './lookalike-notifier';
import { createFormTokens, offOrigin, originCheck, sameSecret } from '../lookalike-http';

/** A merchant terminal the look-alike accepts. */
export interface QiLookalikeAccount {
  username: string;
  password: string;
  terminalId: string;
}

/**
 * How the next payment's notification behaves: `once` (the default, re-sent until 200), `late`
 * (held until released, after the shopper is back), `duplicate` (posted twice), `forged` (one
 * signed with another key first), `none` (never posted).
 */
export const QI_NOTIFICATION_PLANS = ['once', 'late', 'duplicate', 'forged', 'none'] as const;
export type QiNotificationPlan = (typeof QI_NOTIFICATION_PLANS)[number];

/** What the test chose for the next payment created. */
export interface QiPaymentPlan {
  notification: QiNotificationPlan;
  /** The amount Qi says it took on success, when it should differ from the one asked. */
  confirmedAmount?: number;
  /** Amounts written as 3-decimal strings ("25000.000") instead of numbers. */
  decimalStrings?: boolean;
}

/** How a shopper (or a test control) ends a payment. */
export type QiOutcome = 'success' | 'decline' | 'authentication-failed' | 'customer-cancel';

export interface QiLookalikeRefund {
  refundId: string;
  requestId: string;
  amount: number;
  creationDate: string;
  status: 'SUCCESS' | 'FAILED' | 'PROCESSING';
  message: string | null;
}

export interface QiLookalikePayment {
  paymentId: string;
  requestId: string;
  terminalId: string;
  amount: number;
  currency: 'IQD';
  locale: string;
  finishPaymentUrl: string;
  notificationUrl: string | null;
  formUrl: string;
  customerInfo: Record<string, string> | null;
  additionalInfo: Record<string, string>;
  status: QiPaymentStatus;
  canceled: boolean;
  creationDate: string;
  confirmedAmount: number | null;
  maskedPan: string | null;
  resultCode: string | null;
  cancels: { requestId: string; created: string; successfully: boolean; amount: number }[];
  refunds: QiLookalikeRefund[];
  plan: QiPaymentPlan;
  /** A `late` notification waiting for its release. */
  held: boolean;
}

/** A refusal in Qi's error shape. */
export class QiRefusal extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus = 400,
  ) {
    super(message);
    this.name = 'QiRefusal';
  }
}

/** What a create call brings, already validated. */
export interface QiCreateFields {
  requestId: string;
  amount: number;
  locale?: string;
  finishPaymentUrl: string;
  notificationUrl?: string;
  customerInfo?: Record<string, string>;
  additionalInfo?: Record<string, string>;
}

export const QI_LOOKALIKE_CARDS = {
  /** Goes on to the 3-D Secure code, then succeeds (any 6 digits but 000000). */
  success: '4111111111111111',
  /** Declined by the issuer at once. */
  decline: '4000000000000002',
} as const;
export const QI_LOOKALIKE_FAILING_OTP = '000000';

const CANCELLABLE: ReadonlySet<QiPaymentStatus> = new Set(['CREATED', 'FORM_SHOWED']);
const MAX_PAYMENTS = 10_000;
const MAX_QUEUED = 100;

const amountText = (payment: QiLookalikePayment, amount: number) =>
  payment.plan.decimalStrings ? amount.toFixed(3) : amount;

/** The payment object Qi answers with and notifies. */
export function paymentForApi(payment: QiLookalikePayment) {
  const paid = payment.status === 'SUCCESS';
  return {
    requestId: payment.requestId,
    paymentId: payment.paymentId,
    status: payment.status,
    canceled: payment.canceled,
    amount: amountText(payment, payment.amount),
    ...(paid && payment.confirmedAmount !== null
      ? { confirmedAmount: amountText(payment, payment.confirmedAmount) }
      : {}),
    currency: payment.currency,
    creationDate: payment.creationDate,
    formUrl: payment.formUrl,
    paymentType: 'CARD',
    additionalInfo: payment.additionalInfo,
    ...(payment.resultCode !== null
      ? {
          details: {
            resultCode: payment.resultCode,
            rrn: paid ? payment.paymentId.replace(/-/g, '').slice(0, 12) : null,
            authId: paid ? payment.paymentId.slice(0, 6).toUpperCase() : null,
            authDate: paid ? payment.creationDate : null,
            maskedPan: payment.maskedPan,
            paymentSystem: 'VISA',
          },
        }
      : {}),
    ...(payment.cancels.length > 0 ? { cancels: payment.cancels } : {}),
  };
}

export interface QiLookalikeWorldOptions {
  accounts: QiLookalikeAccount[];
  notifier: QiNotifier;
  /** The look-alike's clock, for creation dates. */
  now?: () => Date;
  /** The only origins a payment's finishPaymentUrl and notificationUrl may be on; any by default. */
  allowedOrigins?: readonly string[];
}

/** Qi Card's payments, refunds and notifications in memory, and what the tests choose next. */
export function createQiLookalikeWorld(options: QiLookalikeWorldOptions) {
  const now = options.now ?? (() => new Date());
  const payments = new Map<string, QiLookalikePayment>();
  const byRequest = new Map<string, QiLookalikePayment>();
  const refundRequests = new Map<string, QiLookalikePayment>();
  const plans: QiPaymentPlan[] = [];
  const refundStatuses: QiLookalikeRefund['status'][] = [];
  const failures: ('html' | 'drop-answer')[] = [];
  const { notifier } = options;
  const allowed = originCheck(options.allowedOrigins);
  const formTokens = createFormTokens();

  function forget(payment: QiLookalikePayment) {
    payments.delete(payment.paymentId);
    formTokens.forget(payment.paymentId);
    byRequest.delete(`${payment.terminalId}\n${payment.requestId}`);
    for (const refund of payment.refunds) refundRequests.delete(refund.requestId);
  }

  function notify(payment: QiLookalikePayment) {
    const url = payment.notificationUrl;
    if (!url) return;
    const body = paymentForApi(payment);
    const plan = payment.plan.notification;
    if (plan === 'none') return;
    if (plan === 'late') {
      payment.held = true;
      return;
    }
    if (plan === 'forged') {
      const forged = { ...body, status: 'SUCCESS', confirmedAmount: body.amount };
      void notifier.forge(url, forged, body);
      return;
    }
    void notifier.send(url, body, plan === 'duplicate' ? 2 : 1);
  }

  function pendingPayment(paymentId: string): QiLookalikePayment {
    const payment = find(paymentId);
    if (payment.canceled) throw new QiRefusal(3, 'ORDER_ALREADY_CANCELLED');
    if (!isQiPending(payment.status)) throw new QiRefusal(22, 'INCORRECT_PAYMENT_STATE');
    return payment;
  }

  function find(paymentId: string, terminalId?: string): QiLookalikePayment {
    const payment = payments.get(paymentId);
    if (!payment || (terminalId !== undefined && payment.terminalId !== terminalId)) {
      throw new QiRefusal(12, 'PAYMENT_NOT_FOUND');
    }
    return payment;
  }

  /** Ends a pending payment as the shopper's card and code decide; notifies as planned. */
  function finish(paymentId: string, outcome: QiOutcome): QiLookalikePayment {
    const payment = pendingPayment(paymentId);
    if (outcome === 'customer-cancel') {
      payment.canceled = true;
      payment.cancels.push({
        requestId: randomUUID(),
        created: now().toISOString(),
        successfully: true,
        amount: payment.amount,
      });
    } else if (outcome === 'success') {
      payment.status = 'SUCCESS';
      payment.confirmedAmount = payment.plan.confirmedAmount ?? payment.amount;
      payment.resultCode = '00';
      payment.maskedPan ??= '411111******1111';
    } else if (outcome === 'decline') {
      payment.status = 'FAILED';
      payment.resultCode = '05';
    } else {
      payment.status = 'AUTHENTICATION_FAILED';
      payment.resultCode = 'AUTHENTICATION_FAILED';
    }
    notify(payment);
    return payment;
  }

  return {
    accounts: options.accounts,
    notifier,
    failures,
    /** The hosted form's token of each payment (CSRF). */
    formTokens,

    /** The account these Basic credentials and terminal name, if any. */
    account(username: string, password: string, terminalId: string) {
      return options.accounts.find((a) => {
        // All three compared every time, in constant time: no early answer on the user name.
        const checks = [
          sameSecret(username, a.username),
          sameSecret(password, a.password),
          sameSecret(terminalId, a.terminalId),
        ];
        return checks.every(Boolean);
      });
    },

    create(terminalId: string, fields: QiCreateFields, formUrlOf: (paymentId: string) => string) {
      // A URL off the allowed origins: the reference's error 26, INVALID_PAYMENT_FORM_DOMAIN (a
      // domain the terminal is not set up for); the look-alike never sends anyone there.
      const off = offOrigin(allowed, {
        finishPaymentUrl: fields.finishPaymentUrl,
        notificationUrl: fields.notificationUrl,
      });
      if (off.length > 0) throw new QiRefusal(26, `INVALID_PAYMENT_FORM_DOMAIN: ${off.join(', ')}`);
      const key = `${terminalId}\n${fields.requestId}`;
      if (byRequest.has(key)) throw new QiRefusal(1, 'ORDER_ALREADY_EXISTS');
      const paymentId = randomUUID();
      const payment: QiLookalikePayment = {
        paymentId,
        requestId: fields.requestId,
        terminalId,
        amount: fields.amount,
        currency: 'IQD',
        locale: fields.locale ?? 'en_US',
        finishPaymentUrl: fields.finishPaymentUrl,
        notificationUrl: fields.notificationUrl ?? null,
        formUrl: formUrlOf(paymentId),
        customerInfo: fields.customerInfo ?? null,
        additionalInfo: fields.additionalInfo ?? {},
        status: 'CREATED',
        canceled: false,
        creationDate: now().toISOString(),
        confirmedAmount: null,
        maskedPan: null,
        resultCode: null,
        cancels: [],
        refunds: [],
        plan: plans.shift() ?? { notification: 'once' },
        held: false,
      };
      payments.set(paymentId, payment);
      byRequest.set(key, payment);
      const oldest = payments.values().next().value;
      if (payments.size > MAX_PAYMENTS && oldest) forget(oldest);
      return payment;
    },

    find,

    findByRequest(terminalId: string, requestId: string): QiLookalikePayment {
      const payment = byRequest.get(`${terminalId}\n${requestId}`);
      if (!payment) throw new QiRefusal(12, 'PAYMENT_NOT_FOUND');
      return payment;
    },

    all: () => [...payments.values()],

    /** The shopper opened the hosted form. */
    showForm(payment: QiLookalikePayment) {
      if (payment.status === 'CREATED' && !payment.canceled) payment.status = 'FORM_SHOWED';
    },

    /** The shopper sent a card number: on to 3-D Secure, declined, or not a test card. */
    enterCard(paymentId: string, cardNumber: string): 'otp' | 'declined' | 'unknown' {
      const payment = pendingPayment(paymentId);
      const digits = cardNumber.replace(/[\s-]/g, '');
      if (digits === QI_LOOKALIKE_CARDS.success) {
        payment.status = 'AUTHENTICATION_REQUIRED';
        payment.maskedPan = `${digits.slice(0, 6)}******${digits.slice(-4)}`;
        return 'otp';
      }
      if (digits === QI_LOOKALIKE_CARDS.decline) {
        payment.maskedPan = `${digits.slice(0, 6)}******${digits.slice(-4)}`;
        finish(paymentId, 'decline');
        return 'declined';
      }
      return 'unknown';
    },

    finish,

    /** The payment's time ran out: EXPIRED, and Qi says nothing. */
    expire(paymentId: string): QiLookalikePayment {
      const payment = pendingPayment(paymentId);
      payment.status = 'EXPIRED';
      return payment;
    },

    /** Posts a `late` notification held back until now. */
    release(paymentId: string): QiLookalikePayment {
      const payment = find(paymentId);
      if (!payment.held) throw new QiRefusal(22, 'NO_NOTIFICATION_HELD');
      payment.held = false;
      if (payment.notificationUrl)
        void notifier.send(payment.notificationUrl, paymentForApi(payment));
      return payment;
    },

    /** The merchant cancels an unpaid payment (only before the card is entered). */
    cancel(terminalId: string, paymentId: string, requestId: string): QiLookalikePayment {
      const payment = find(paymentId, terminalId);
      if (payment.canceled) throw new QiRefusal(3, 'ORDER_ALREADY_CANCELLED');
      if (!CANCELLABLE.has(payment.status)) throw new QiRefusal(15, 'CAN_NOT_CANCEL_PAYMENT');
      payment.canceled = true;
      payment.cancels.push({
        requestId,
        created: now().toISOString(),
        successfully: true,
        amount: payment.amount,
      });
      return payment;
    },

    /**
     * Refunds all that is left (no amount) or part of a paid payment. The same `requestId` again
     * answers the same refund: a PROCESSING one is SUCCESS by then.
     */
    refund(
      terminalId: string,
      paymentId: string,
      request: { requestId: string; amount?: number; message?: string },
    ): { payment: QiLookalikePayment; refund: QiLookalikeRefund } {
      const payment = find(paymentId, terminalId);
      const earlier = refundRequests.get(request.requestId);
      if (earlier && earlier !== payment) throw new QiRefusal(1, 'ORDER_ALREADY_EXISTS');
      const again = payment.refunds.find((r) => r.requestId === request.requestId);
      if (again) {
        if (again.status === 'PROCESSING') again.status = 'SUCCESS';
        return { payment, refund: again };
      }
      if (payment.status !== 'SUCCESS' || payment.canceled) {
        throw new QiRefusal(22, 'INCORRECT_PAYMENT_STATE');
      }
      const paid = payment.confirmedAmount ?? payment.amount;
      const refunded = payment.refunds
        .filter((r) => r.status !== 'FAILED')
        .reduce((sum, r) => sum + r.amount, 0);
      const amount = request.amount ?? paid - refunded;
      if (amount <= 0 || refunded + amount > paid) {
        throw new QiRefusal(20, `REFUND_ERROR: at most ${paid - refunded} can be refunded`);
      }
      const refund: QiLookalikeRefund = {
        refundId: randomUUID(),
        requestId: request.requestId,
        amount,
        creationDate: now().toISOString(),
        status: refundStatuses.shift() ?? 'SUCCESS',
        message: request.message ?? null,
      };
      payment.refunds.push(refund);
      refundRequests.set(request.requestId, payment);
      return { payment, refund };
    },

    /** What the next payment created does (queued, in order). */
    planNextPayment(plan: QiPaymentPlan) {
      if (plans.length >= MAX_QUEUED) throw new QiRefusal(28, 'LIMIT_VIOLATION');
      plans.push(plan);
    },

    /** The status the next refund starts in. */
    planNextRefund(status: QiLookalikeRefund['status']) {
      if (refundStatuses.length >= MAX_QUEUED) throw new QiRefusal(28, 'LIMIT_VIOLATION');
      refundStatuses.push(status);
    },

    /** The next `count` API calls fail this way. */
    failNext(failure: 'html' | 'drop-answer', count: number) {
      if (failures.length + count > MAX_QUEUED) throw new QiRefusal(28, 'LIMIT_VIOLATION');
      for (let i = 0; i < count; i += 1) failures.push(failure);
    },
  };
}

export type QiLookalikeWorld = ReturnType<typeof createQiLookalikeWorld>;
