// Choosing how to pay (cash on delivery or FIB), the payment page's status, the customer's cancel.
import { z } from './zod';
import { DELIVERY_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './orders';
import { idSchema } from './fields';
import { fieldErrorMessage } from './field-errors';

/** DELETE /api/home/coustomer/delete-orders — the customer cancels a pending, unpaid order. */
export const cancelOrderBodySchema = z.object({ orderId: idSchema });

/** PUT /api/order/confirm/{orderId} */
export const confirmOrderBodySchema = z.object({
  paymentMethod: z.enum(PAYMENT_METHODS, {
    error: fieldErrorMessage('invalid_choice', { choices: PAYMENT_METHODS.join(', ') }),
  }),
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
