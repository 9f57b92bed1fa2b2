import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Clock } from '../../src/lib/clock';
import type { FibPaymentStatus } from '../../src/payments/fib/responses';
import { isoDurationMs, qrCodeDataUrl, readableCode } from './fib-test-support';

/** A payment as the test server keeps it. */
export interface FibTestPayment {
  paymentId: string;
  readableCode: string;
  qrCode: string;
  amount: number;
  currency: 'IQD';
  description: string | null;
  statusCallbackUrl: string | null;
  redirectUri: string | null;
  createdAt: Date;
  validUntil: Date;
  refundableForMs: number;
  status: FibPaymentStatus;
  paidAt: Date | null;
  declinedAt: Date | null;
  decliningReason: string | null;
  paidBy: { name: string; iban: string } | null;
}

/**
 * A refusal the server answers with FIB's error body. Only TRANSACTION_STATUS_IS_NOT_PAID is a
 * code seen in FIB's documentation; the others are this server's own, in the same style.
 */
export class FibTestRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const isoDuration = z.string().refine((text) => isoDurationMs(text) !== undefined, {
  message: 'must be an ISO-8601 duration such as PT1H',
});

const createBody = z.object({
  monetaryValue: z.object({
    amount: z.union([z.number(), z.string().regex(/^\d+(\.\d+)?$/, 'must be a decimal number')]),
    currency: z.string(),
  }),
  statusCallbackUrl: z.url().optional(),
  description: z.string().optional(),
  redirectUri: z.string().optional(),
  expiresIn: isoDuration.default('PT1H'),
  refundableFor: isoDuration.default('P7D'),
});

/** The test server's payments and the moves FIB (or its customer) makes on them. */
export function createFibTestLedger(options: {
  clock: Clock;
  onStatusChange: (payment: FibTestPayment) => void;
}) {
  const payments = new Map<string, FibTestPayment>();
  const now = () => options.clock.now();

  function change(payment: FibTestPayment, status: FibPaymentStatus, reason?: string) {
    payment.status = status;
    if (status === 'PAID') {
      payment.paidAt = now();
      payment.paidBy = { name: 'Test Customer', iban: 'IQ98NBIQ850123456789012' };
    }
    if (status === 'DECLINED') {
      payment.declinedAt = now();
      payment.decliningReason = reason ?? 'SERVER_FAILURE';
    }
    options.onStatusChange(payment);
  }

  // FIB declines an unpaid payment once it is past validUntil.
  function find(paymentId: string): FibTestPayment {
    const payment = payments.get(paymentId);
    if (!payment) throw new FibTestRefusal(404, 'PAYMENT_NOT_FOUND', `No payment ${paymentId}.`);
    if (payment.status === 'UNPAID' && now() >= payment.validUntil) {
      change(payment, 'DECLINED', 'PAYMENT_EXPIRATION');
    }
    return payment;
  }

  function requireStatus(payment: FibTestPayment, status: FibPaymentStatus, code: string) {
    if (payment.status !== status) {
      throw new FibTestRefusal(400, code, `The payment is ${payment.status}, not ${status}.`);
    }
  }

  return {
    payments,
    find,

    create(json: unknown): FibTestPayment {
      const parsed = createBody.safeParse(json);
      if (!parsed.success) {
        const problems = parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
        throw new FibTestRefusal(400, 'INVALID_REQUEST', problems.join('; '));
      }
      const body = parsed.data;
      if (body.monetaryValue.currency !== 'IQD') {
        throw new FibTestRefusal(400, 'UNSUPPORTED_CURRENCY', 'Only IQD is supported.');
      }
      const amount = Number(body.monetaryValue.amount);
      if (!(amount > 250)) {
        throw new FibTestRefusal(400, 'AMOUNT_TOO_LOW', 'The amount must be more than 250 IQD.');
      }
      // Counted in UTF-16 units, as FIB's Java back end would.
      if (body.description !== undefined && body.description.length > 50) {
        throw new FibTestRefusal(
          400,
          'INVALID_REQUEST',
          'description must be 50 characters or less',
        );
      }
      const paymentId = randomUUID();
      const payment: FibTestPayment = {
        paymentId,
        readableCode: readableCode(),
        qrCode: qrCodeDataUrl(paymentId),
        amount,
        currency: 'IQD',
        description: body.description ?? null,
        statusCallbackUrl: body.statusCallbackUrl ?? null,
        redirectUri: body.redirectUri ?? null,
        createdAt: now(),
        validUntil: new Date(now().getTime() + (isoDurationMs(body.expiresIn) ?? 0)),
        refundableForMs: isoDurationMs(body.refundableFor) ?? 0,
        status: 'UNPAID',
        paidAt: null,
        declinedAt: null,
        decliningReason: null,
        paidBy: null,
      };
      payments.set(paymentId, payment);
      return payment;
    },

    pay(paymentId: string) {
      const payment = find(paymentId);
      requireStatus(payment, 'UNPAID', 'TRANSACTION_STATUS_IS_NOT_UNPAID');
      change(payment, 'PAID');
    },

    decline(paymentId: string, reason: string) {
      const payment = find(paymentId);
      requireStatus(payment, 'UNPAID', 'TRANSACTION_STATUS_IS_NOT_UNPAID');
      change(payment, 'DECLINED', reason);
    },

    expire(paymentId: string) {
      const payment = find(paymentId);
      requireStatus(payment, 'UNPAID', 'TRANSACTION_STATUS_IS_NOT_UNPAID');
      payment.validUntil = now();
      change(payment, 'DECLINED', 'PAYMENT_EXPIRATION');
    },

    cancel(paymentId: string) {
      const payment = find(paymentId);
      // Cancelling twice is harmless, so a retried cancel whose first answer was lost succeeds.
      if (payment.status === 'DECLINED' && payment.decliningReason === 'PAYMENT_CANCELLATION')
        return;
      requireStatus(payment, 'UNPAID', 'TRANSACTION_STATUS_IS_NOT_UNPAID');
      change(payment, 'DECLINED', 'PAYMENT_CANCELLATION');
    },

    refund(paymentId: string) {
      const payment = find(paymentId);
      requireStatus(payment, 'PAID', 'TRANSACTION_STATUS_IS_NOT_PAID');
      const paidAt = payment.paidAt ?? now();
      if (now().getTime() > paidAt.getTime() + payment.refundableForMs) {
        throw new FibTestRefusal(406, 'REFUND_PERIOD_EXPIRED', 'The refund period is over.');
      }
      change(payment, 'REFUND_REQUESTED');
    },

    completeRefund(paymentId: string) {
      const payment = find(paymentId);
      requireStatus(payment, 'REFUND_REQUESTED', 'TRANSACTION_STATUS_IS_NOT_REFUND_REQUESTED');
      change(payment, 'REFUNDED');
    },

    /** The status endpoint's answer. */
    statusBody(payment: FibTestPayment) {
      return {
        paymentId: payment.paymentId,
        status: payment.status,
        validUntil: payment.validUntil.toISOString(),
        paidAt: payment.paidAt?.toISOString() ?? null,
        amount: { amount: payment.amount, currency: payment.currency },
        decliningReason: payment.decliningReason,
        declinedAt: payment.declinedAt?.toISOString() ?? null,
        paidBy: payment.paidBy,
      };
    },
  };
}

/** The ledger behind a test server. */
export type FibTestLedger = ReturnType<typeof createFibTestLedger>;
