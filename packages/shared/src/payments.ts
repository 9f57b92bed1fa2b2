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
    error: fieldErrorMessage('invalid_choice', { choices: 'cod or fib' }),
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
});
export type ConfirmOrderResponse = z.infer<typeof confirmOrderResponseSchema>;

/** GET /api/order/payment-status/{orderId} — polled by the payment page. */
export const paymentStatusResponseSchema = z.object({
  orderId: z.string(),
  payment_status: z.enum(PAYMENT_STATUSES),
  delivery_status: z.enum(DELIVERY_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponseSchema>;

/** GET /api/payments/options — which methods the shop offers now. */
export const paymentOptionsResponseSchema = z.object({ methods: z.array(z.enum(PAYMENT_METHODS)) });
