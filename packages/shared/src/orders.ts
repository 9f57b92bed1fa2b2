import { z } from './zod';
import { shippingInfoSchema } from './cart';
import { idSchema } from './catalogue';

export const DELIVERY_STATUSES = [
  'pending',
  'preparing',
  'on way',
  'delivered',
  'cancelled',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const PAYMENT_STATUSES = ['paid', 'unpaid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_METHODS = ['cod', 'fib'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The order list's filter: every status, or one of them (spec: all, pending, …, cancelled). */
export const ORDER_FILTERS = ['all', ...DELIVERY_STATUSES] as const;

/**
 * POST /api/home/order/place-order. The spec's client also sends price, products, shipping_fee
 * and items: they are accepted and ignored — the server computes the order from the cart.
 */
export const placeOrderBodySchema = z.object({
  userId: idSchema,
  shippingInfo: shippingInfoSchema,
  price: z.unknown().optional(),
  products: z.unknown().optional(),
  shipping_fee: z.unknown().optional(),
  items: z.unknown().optional(),
  createdAt: z.unknown().optional(),
  navigate: z.unknown().optional(),
});
export type PlaceOrderBody = z.input<typeof placeOrderBodySchema>;

export const placeOrderResponseSchema = z.object({ orderId: z.string(), message: z.string() });

export const orderedItemSchema = z.object({
  color: z.string(),
  code: z.string(),
  kuName: z.string(),
  arName: z.string(),
  quantity: z.number().int(),
  properties: z.array(z.object({ property: z.string(), quantity: z.number().int() })),
});

export const orderLineSchema = z.object({
  productId: z.string().nullable(),
  productInfo: z.object({
    slug: z.string(),
    productCode: z.string(),
    enName: z.string(),
    kuName: z.string(),
    arName: z.string(),
    image: z.string().nullable(),
    price: z.string(),
    discount: z.number().int(),
  }),
  cartItems: z.array(orderedItemSchema),
  quantity: z.number().int(),
  unitPrice: z.string(),
  lineTotal: z.string(),
});

/** An order as the customer sees it; amounts in IQD as exact decimals frozen at placement. */
export const orderSchema = z.object({
  _id: z.string(),
  orderNumber: z.number().int(),
  /** The total to pay: subtotal − discount + shipping. */
  price: z.string(),
  subtotal: z.string(),
  discount: z.string(),
  shipping_fee: z.string(),
  items: z.number().int(),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  delivery_status: z.enum(DELIVERY_STATUSES),
  createdAt: z.string(),
  /** `createdAt` in Iraq time, `DD-MM-YYYY HH:mm:ss` (spec §9). */
  date: z.string(),
  shippingInfo: z.object({
    place: z.string(),
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    city: z.string(),
  }),
  products: z.array(orderLineSchema),
});
export type Order = z.infer<typeof orderSchema>;

export const ordersResponseSchema = z.object({ orders: z.array(orderSchema) });
export const orderResponseSchema = z.object({ order: orderSchema });
export const dashboardDataResponseSchema = z.object({
  totalOrder: z.number().int(),
  pendingOrder: z.number().int(),
  deliveredOrder: z.number().int(),
  cancelledOrder: z.number().int(),
  recentOrders: z.array(orderSchema),
});
export type DashboardData = z.infer<typeof dashboardDataResponseSchema>;

/** DELETE /api/home/coustomer/delete-orders — the customer cancels a pending, unpaid order. */
export const cancelOrderBodySchema = z.object({ orderId: idSchema });

/** PUT /api/order/confirm/{orderId} */
export const confirmOrderBodySchema = z.object({
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'must be cod or fib' }),
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
