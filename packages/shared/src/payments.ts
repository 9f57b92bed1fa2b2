// Choosing how to pay (cash on delivery or FIB), the payment page's status, the customer's cancel.
import { z } from './zod';
import { DELIVERY_STATUSES, orderRefundSchema, PAYMENT_METHODS, PAYMENT_STATUSES } from './orders';
import { idSchema, REASON_MAX_LENGTH } from './fields';
import { fieldErrorMessage } from './field-errors';
import { ONLINE_SHARES } from './deposits';

/** DELETE /api/home/coustomer/delete-orders — the customer cancels a pending, unpaid order. */
export const cancelOrderBodySchema = z.object({ orderId: idSchema });

/** PUT /api/order/confirm/{orderId} */
export const confirmOrderBodySchema = z.object({
  paymentMethod: z.enum(PAYMENT_METHODS, {
    error: fieldErrorMessage('invalid_choice', { choices: PAYMENT_METHODS.join(', ') }),
  }),
  /**
   * Online: pay only the order's advance now, the rest in cash on delivery (`deposit`), or all
   * of it (`all`, the default; the only choice for an order asking no advance).
   */
  payNow: z
    .enum(ONLINE_SHARES, {
      error: fieldErrorMessage('invalid_choice', { choices: ONLINE_SHARES.join(', ') }),
    })
    .default('all'),
});

/** What the payment page shows for an FIB payment. */
export const fibPaymentSchema = z.object({
  qrCode: z.string(),
  readableCode: z.string(),
  personalAppLink: z.string(),
  businessAppLink: z.string(),
  validUntil: z.string(),
});
export type FibPayment = z.infer<typeof fibPaymentSchema>;

export const confirmOrderResponseSchema = z.object({
  message: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  fib: fibPaymentSchema.optional(),
  /**
   * A provider paid on its own page (Qi Card, ZainCash, FastPay): the storefront sends the
   * customer to `url`; they come back to /order/confirm, which asks the shop (never the URL) how
   * it went.
   */
  redirect: z.object({ url: z.string(), expiresAt: z.string().nullable() }).optional(),
});
export type ConfirmOrderResponse = z.infer<typeof confirmOrderResponseSchema>;

/** GET /api/order/payment-status/{orderId} — polled by the payment page. */
export const paymentStatusResponseSchema = z.object({
  orderId: z.string(),
  payment_status: z.enum(PAYMENT_STATUSES),
  delivery_status: z.enum(DELIVERY_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  /**
   * The last attempt on a provider's page (Qi Card, ZainCash, FastPay) of an unpaid order:
   * `pending` while the provider has not said, `failed` when it declined or the payer cancelled
   * (the order can be paid again, another way too); absent otherwise.
   */
  last_attempt: z.enum(['pending', 'failed']).optional(),
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponseSchema>;

/**
 * Every way the shop can be paid: cash to the courier, FIB's QR code, or a provider's own page
 * (Qi Card, ZainCash, FastPay). Which of them a shop offers is `GET /api/home/payment-methods`:
 * those set up on the server (credentials in its configuration) and switched on by an admin.
 */
export const PAYMENT_METHOD_IDS = ['fib', 'qi', 'zaincash', 'fastpay', 'cod'] as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];

/** How the customer pays: to the courier, by scanning a code, or on the provider's page. */
export type PaymentMethodKind = 'cash' | 'qr' | 'redirect';

const texts = z.object({ kr: z.string(), ar: z.string(), en: z.string() });

/**
 * Each method's names (brand names kept as their owners write them, beside the reader's
 * script), how it is paid and its logo under the storefront's assets.
 */
export const PAYMENT_METHOD_DETAILS: Readonly<
  Record<PaymentMethodId, { name: z.infer<typeof texts>; kind: PaymentMethodKind }>
> = {
  cod: {
    name: { kr: 'پارەدان لە کاتی گەیاندن', ar: 'الدفع عند الاستلام', en: 'Cash on delivery' },
    kind: 'cash',
  },
  fib: {
    name: {
      kr: 'بانکی یەکەمی عێراقی (FIB)',
      ar: 'مصرف العراق الأول (FIB)',
      en: 'First Iraqi Bank (FIB)',
    },
    kind: 'qr',
  },
  qi: {
    name: { kr: 'کی کارد (Qi Card)', ar: 'كي كارد (Qi Card)', en: 'Qi Card' },
    kind: 'redirect',
  },
  zaincash: {
    name: { kr: 'زەین کاش (ZainCash)', ar: 'زين كاش (ZainCash)', en: 'ZainCash' },
    kind: 'redirect',
  },
  fastpay: {
    name: { kr: 'فاست پەی (FastPay)', ar: 'فاست باي (FastPay)', en: 'FastPay' },
    kind: 'redirect',
  },
};

/** Where a method's logo is served on the storefront. */
export const paymentMethodLogo = (id: PaymentMethodId) => `/assets/payments/${id}.svg`;

export const paymentMethodSchema = z.object({
  id: z.enum(PAYMENT_METHOD_IDS),
  name: texts,
  kind: z.enum(['cash', 'qr', 'redirect']),
  logo: z.string(),
  /** A look-alike of the provider (the demo): nothing real is paid. */
  simulation: z.boolean(),
});
export type PaymentMethodOffer = z.infer<typeof paymentMethodSchema>;

/** GET /api/home/payment-methods — the methods the storefront offers now, in the shop's order. */
export const paymentMethodsResponseSchema = z.object({ methods: z.array(paymentMethodSchema) });
export type PaymentMethodsResponse = z.infer<typeof paymentMethodsResponseSchema>;

/** One method as the admin sees it: whether the server has it set up, and its switch. */
export const adminPaymentMethodSchema = paymentMethodSchema.extend({
  /** Credentials are in the server's configuration (or the demo's look-alike serves it). */
  configured: z.boolean(),
  /** The admin's switch; a method is offered when it is configured and switched on. */
  enabled: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
});
export type AdminPaymentMethod = z.infer<typeof adminPaymentMethodSchema>;

/** GET /api/admin/payment-methods */
export const adminPaymentMethodsResponseSchema = z.object({
  methods: z.array(adminPaymentMethodSchema),
});

/** PUT /api/admin/payment-methods/{method} */
export const paymentMethodSwitchParamsSchema = z.object({
  method: z.enum(PAYMENT_METHOD_IDS, {
    error: fieldErrorMessage('invalid_choice', { choices: PAYMENT_METHOD_IDS.join(', ') }),
  }),
});
export const paymentMethodSwitchBodySchema = z.object({ enabled: z.boolean() });

/** One online payment of an order as the admin refunds it: what it took and can still give back. */
export const adminOrderPaymentSchema = z.object({
  /** fib_payments' id for FIB, the attempt's id for a provider's page. */
  _id: z.string(),
  method: z.enum(PAYMENT_METHODS),
  /** Whole IQD taken. */
  amount: z.number().int(),
  paidAt: z.string().nullable(),
  /** What a refund may still give back (taken, less refunds not refused). */
  refundable: z.number().int(),
  /** False for a provider that refunds whole payments only (FIB, ZainCash). */
  partialRefunds: z.boolean(),
  /** The provider that took it is set up on this server (a refund goes through it). */
  available: z.boolean(),
});
export type AdminOrderPayment = z.infer<typeof adminOrderPaymentSchema>;

/** GET /api/admin/orders/{orderId}/payments */
export const adminOrderPaymentsResponseSchema = z.object({
  payments: z.array(adminOrderPaymentSchema),
  refunds: z.array(orderRefundSchema),
});
export type AdminOrderPaymentsResponse = z.infer<typeof adminOrderPaymentsResponseSchema>;

/** POST /api/admin/orders/{orderId}/refunds — send an Idempotency-Key: a retried click is one refund. */
export const refundBodySchema = z.object({
  paymentId: z
    .string({ error: fieldErrorMessage('required') })
    .min(1, { error: fieldErrorMessage('required') })
    .max(100, { error: fieldErrorMessage('too_long', { maximum: 100 }) }),
  amountIqd: z
    .number({ error: fieldErrorMessage('not_number') })
    .int({ error: fieldErrorMessage('not_whole') })
    .min(1, { error: fieldErrorMessage('too_small', { minimum: 1 }) })
    .max(2_147_483_647, { error: fieldErrorMessage('too_big', { maximum: 2_147_483_647 }) }),
  reason: z
    .string({ error: fieldErrorMessage('required') })
    .trim()
    .min(3, { error: fieldErrorMessage('too_short', { minimum: 3 }) })
    .max(REASON_MAX_LENGTH, {
      error: fieldErrorMessage('too_long', { maximum: REASON_MAX_LENGTH }),
    }),
});
export type RefundBody = z.infer<typeof refundBodySchema>;
