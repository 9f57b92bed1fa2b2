import { orderDepositSchema } from './deposits';
import { orderLinePrintSchema } from './print';
import { z } from './zod';
import { shippingInfoSchema, shippingInfoViewSchema } from './addresses';
import { USER_TYPES } from './accounts';
import { idSchema } from './fields';
import { dateRange, fromNotAfterTo, pageOf, pageQuerySchema, reasonText } from './fields';
import { fieldErrorMessage } from './field-errors';
import { deliveryChoiceSchema, pickupPlaceSchema } from './delivery';

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
/** How an order is paid: cash to the courier, FIB's QR code, or a provider's own page. */
export const PAYMENT_METHODS = ['cod', 'fib', 'qi', 'zaincash', 'fastpay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The order list's filter: every status, or one of them (spec: all, pending, …, cancelled). */
export const ORDER_FILTERS = ['all', ...DELIVERY_STATUSES] as const;

/**
 * POST /api/home/order/place-order. The spec's client also sends price, products, shipping_fee
 * and items: they are accepted and ignored — the server computes the order from the cart.
 * The address is `shippingInfo`, or `addressId`, one of the customer's saved addresses (which
 * then wins): a migrated address that still needs completing is refused with 422.
 */
export const placeOrderBodySchema = z
  .object({
    userId: idSchema,
    shippingInfo: shippingInfoSchema.optional(),
    addressId: idSchema.optional(),
    price: z.unknown().optional(),
    products: z.unknown().optional(),
    shipping_fee: z.unknown().optional(),
    items: z.unknown().optional(),
    createdAt: z.unknown().optional(),
    navigate: z.unknown().optional(),
    /** Per seller's part: collected from the print house (`pickup`) or delivered (the default). */
    deliveryChoices: z.array(deliveryChoiceSchema).max(50).optional(),
    /**
     * The delivery fee the checkout showed, in IQD: when the server's differs (a fee changed since),
     * the order is refused with 409 `delivery_fee_changed` and the new fee, never charged unseen.
     */
    shownShippingFee: z
      .string()
      .regex(/^\d{1,9}(\.\d{1,2})?$/, { error: fieldErrorMessage('not_amount') })
      .optional(),
  })
  .refine((body) => body.shippingInfo !== undefined || body.addressId !== undefined, {
    path: ['shippingInfo'],
    error: fieldErrorMessage('required'),
  });
export type PlaceOrderBody = z.input<typeof placeOrderBodySchema>;

export const placeOrderResponseSchema = z.object({ orderId: z.string(), message: z.string() });
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

export const orderedItemSchema = z.object({
  color: z.string(),
  code: z.string(),
  kuName: z.string(),
  arName: z.string(),
  quantity: z.number().int(),
  properties: z.array(
    z.object({
      property: z.string(),
      enName: z.string(),
      kuName: z.string(),
      arName: z.string(),
      quantity: z.number().int(),
    }),
  ),
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
  /** A print line's options and proof state (null or absent on other lines). */
  print: orderLinePrintSchema.nullish(),
});

/** A seller's shop name in the three languages (read with `localisedName`). */
export const shopNamesSchema = z.object({
  enName: z.string(),
  kuName: z.string(),
  arName: z.string(),
});

/** Who recorded a part's cash as collected: the courier's report, the seller or the admin. */
export const CASH_COLLECTORS = ['courier', 'seller', 'admin'] as const;
export type CashCollector = (typeof CASH_COLLECTORS)[number];

/**
 * One seller's part of an order: one parcel with its own figures (issue 36), in IQD, each a
 * multiple of 250 and frozen at placement (`splitOrderFigures`). The parts' amounts add up to
 * the order's total; a part's courier asks for its `cash_to_collect`, never the whole order's.
 */
export const orderPartSchema = z.object({
  _id: z.string(),
  sellerId: z.string(),
  /** The shop's English name; `shop` has all three. */
  shopName: z.string(),
  shop: shopNamesSchema,
  /** The exact sum of the part's lines. */
  price: z.string(),
  delivery_status: z.enum(DELIVERY_STATUSES),
  /** The part's share of the order's subtotal, discount and shipping as the customer was shown them. */
  subtotal: z.string(),
  discount: z.string(),
  shipping_fee: z.string(),
  /** subtotal − discount + shipping_fee: what this parcel costs the customer. */
  amount: z.string(),
  /** `amount` while an unpaid cash-on-delivery part is neither cancelled nor collected, else 0. */
  cash_to_collect: z.string(),
  /** When this part's cash was recorded as collected, how much, and by whom; null until then. */
  cash_collected_at: z.string().nullable(),
  cash_collected: z.string().nullable(),
  cash_collected_by: z.enum(CASH_COLLECTORS).nullable(),
  /** Set when the customer collects this part from the print house (no delivery). */
  pickup: pickupPlaceSchema.nullable().optional(),
});
export type OrderPart = z.infer<typeof orderPartSchema>;

/** An order as the customer sees it; amounts in IQD as exact decimals frozen at placement. */
/** Money given back from one of the order's online payments (an admin's refund, with its reason). */
export const orderRefundSchema = z.object({
  _id: z.string(),
  method: z.enum(PAYMENT_METHODS),
  /** Whole IQD. */
  amount: z.number().int(),
  reason: z.string(),
  /** `processing`: asked of the provider, not yet confirmed; `failed`: the provider refused it. */
  status: z.enum(['processing', 'done', 'failed']),
  createdAt: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

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
  /** The advance paid online before production (issue 38); amount 0 when none is asked. */
  deposit: orderDepositSchema,
  delivery_status: z.enum(DELIVERY_STATUSES),
  /** The admin's reason for cancelling or delivering the order, when there is one. */
  status_reason: z.string().nullable(),
  createdAt: z.string(),
  /** `createdAt` in Iraq time, `DD-MM-YYYY HH:mm:ss` (docs/storefront.md §9). */
  date: z.string(),
  shippingInfo: shippingInfoViewSchema,
  products: z.array(orderLineSchema),
  /** The parts the customer collects from the print house: each shop, its address and hours. */
  pickups: z
    .array(
      z.object({
        sellerId: z.string(),
        shop: z.object({ enName: z.string(), kuName: z.string(), arName: z.string() }),
        place: pickupPlaceSchema,
      }),
    )
    .optional(),
  /** One parcel per seller, each with its own amount; their amounts add up to `price`. */
  parcels: z.array(orderPartSchema),
  /** Refunds of the order's online payments, newest first. */
  refunds: z.array(orderRefundSchema).optional(),
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

// ---------------------------------------------------------------------------------------------
// Admin: orders
// ---------------------------------------------------------------------------------------------

/** GET /api/admin/customers/{id}/orders */
export const customerOrdersResponseSchema = pageOf(orderSchema);

/** Who placed an order, as the console shows them: a person or a print house. */
export const orderCustomerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  type: z.enum(USER_TYPES),
  printHouseName: z.string().nullable(),
});
export type OrderCustomer = z.infer<typeof orderCustomerSchema>;

/** An order as the console shows it: the customer's order (with its parcels) and who placed it. */
export const consoleOrderSchema = orderSchema.extend({
  customer: orderCustomerSchema,
});
export type ConsoleOrder = z.infer<typeof consoleOrderSchema>;

/** GET /api/admin/orders — newest first; `search` is an order number, or a customer's name, phone or email. */
export const orderPageQuerySchema = pageQuerySchema
  .extend({
    delivery_status: z
      .enum(DELIVERY_STATUSES, {
        error: fieldErrorMessage('invalid_choice', { choices: 'an order status' }),
      })
      .optional(),
    payment_status: z
      .enum(PAYMENT_STATUSES, {
        error: fieldErrorMessage('invalid_choice', { choices: 'paid or unpaid' }),
      })
      .optional(),
    ...dateRange,
  })
  .refine(fromNotAfterTo, {
    error: fieldErrorMessage('after_other', { other: 'to' }),
    path: ['from'],
  });
export type OrderPageQuery = z.infer<typeof orderPageQuerySchema>;

export const consoleOrderPageResponseSchema = pageOf(consoleOrderSchema);
export const consoleOrderResponseSchema = z.object({ order: consoleOrderSchema });

/** Statuses the admin sets only with a reason, which the customer is shown and mailed. */
export const STATUSES_NEEDING_REASON: readonly DeliveryStatus[] = ['cancelled', 'delivered'];

/**
 * PATCH /api/admin/orders/{id} — cancelling or marking delivered needs a reason (the customer
 * reads it on the order page and in a mail). Delivered does not mark a cash order paid: the cash
 * is recorded as collected on its own (POST /api/admin/orders/{id}/cash-collected).
 */
export const setOrderStatusBodySchema = z
  .object({
    delivery_status: z.enum(DELIVERY_STATUSES, {
      error: fieldErrorMessage('invalid_choice', { choices: 'an order status' }),
    }),
    reason: reasonText,
  })
  .refine((body) => !STATUSES_NEEDING_REASON.includes(body.delivery_status) || !!body.reason, {
    error: fieldErrorMessage('required'),
    path: ['reason'],
  });
export type SetOrderStatusBody = z.input<typeof setOrderStatusBodySchema>;

// ---------------------------------------------------------------------------------------------
// Seller: its parts of orders
// ---------------------------------------------------------------------------------------------

/** The statuses a seller may move its part of an order to (cancelling is the admin's). */
export const SELLER_SETTABLE_STATUSES = ['preparing', 'on way', 'delivered'] as const;

/** A seller's part of a customer's order: its own lines only, and where to deliver. */
export const sellerOrderSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  orderNumber: z.number().int(),
  /** This part's total in IQD. */
  price: z.string(),
  /** This part's status. */
  delivery_status: z.enum(DELIVERY_STATUSES),
  /** The whole order's status (the least advanced of its parts) and payment. */
  order_status: z.enum(DELIVERY_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  /** This part's own advance and whether the order's was paid: it goes into production then. */
  deposit: orderDepositSchema,
  shippingInfo: orderSchema.shape.shippingInfo,
  createdAt: z.string(),
  date: z.string(),
  products: z.array(orderLineSchema),
  customer: orderCustomerSchema,
  /** The seller's shop, in the three languages. */
  shop: shopNamesSchema,
  /** Set when the customer collects this part from the print house: no courier, no fee. */
  pickup: pickupPlaceSchema.nullable().optional(),
  /** This part's own figures: its parcel, and the cash its courier collects. */
  parcel: orderPartSchema.pick({
    subtotal: true,
    discount: true,
    shipping_fee: true,
    amount: true,
    cash_to_collect: true,
    cash_collected_at: true,
    cash_collected: true,
    cash_collected_by: true,
  }),
  /**
   * The whole order's figures and how many parcels it makes, for reference only: what the
   * customer pays for every seller's parcels together, never what this part's courier collects.
   */
  wholeOrder: orderSchema
    .pick({ subtotal: true, discount: true, shipping_fee: true, price: true })
    .extend({ parcels: z.number().int() }),
});
export type SellerOrder = z.infer<typeof sellerOrderSchema>;

export const sellerOrderPageQuerySchema = pageQuerySchema
  .extend({
    delivery_status: z
      .enum(DELIVERY_STATUSES, {
        error: fieldErrorMessage('invalid_choice', { choices: 'an order status' }),
      })
      .optional(),
    ...dateRange,
  })
  .refine(fromNotAfterTo, {
    error: fieldErrorMessage('after_other', { other: 'to' }),
    path: ['from'],
  });
export type SellerOrderPageQuery = z.infer<typeof sellerOrderPageQuerySchema>;

export const sellerOrderPageResponseSchema = pageOf(sellerOrderSchema);
export const sellerOrderResponseSchema = z.object({ order: sellerOrderSchema });

/**
 * POST /api/seller/orders/{id}/cash-collected and POST /api/admin/orders/{id}/parts/{partId}/cash-collected:
 * the cash the parcel's courier handed over, which must be the part's own amount (issue 36).
 */
export const collectPartCashBodySchema = z.object({
  // Sent by the console's confirm button as the API gave it ("52250.00"): at most twelve digits.
  amount: z
    .string()
    .regex(/^\d{1,12}(\.\d{1,2})?$/, { error: fieldErrorMessage('decimal_places', { places: 2 }) }),
});
export type CollectPartCashBody = z.input<typeof collectPartCashBodySchema>;

/** PATCH /api/seller/orders/{id} */
export const setSellerOrderStatusBodySchema = z.object({
  delivery_status: z.enum(SELLER_SETTABLE_STATUSES, {
    error: fieldErrorMessage('invalid_choice', { choices: 'preparing, on way or delivered' }),
  }),
});
