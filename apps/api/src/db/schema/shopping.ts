import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StoredOpeningHours } from './delivery';
import {
  PROOF_STATES,
  type ChosenOption,
  type PrintChoice,
  type TrimSize,
} from '@chapkhana/shared/print';
import type { ShippingInfoView } from '@chapkhana/shared/addresses';
import { PRODUCTION_STAGES } from '@chapkhana/shared/production';
import type { GovernorateCode } from '@chapkhana/shared/governorates';
import { at, createdAt, id, updatedAt } from './columns';
import { products } from './catalogue';
import { customers, sellers, staffUsers } from './people';

/** What a customer picked of one colour of a product, by row ids (validated on every write). */
export interface CartLineItem {
  colorId: string;
  quantity: number;
  selected: boolean;
  properties: { propertyId: string; quantity: number; selected: boolean }[];
}

/** A print line in the cart: the chosen value per option group and the customer's artwork files. */
export interface CartLinePrint {
  options: PrintChoice;
  artworkIds: string[];
  /** Set by a reorder that takes the earlier job's approved proof; any change of the line drops it. */
  reuseProof?: { proofId: string; version: number };
}

/**
 * One line of a customer's cart; the cart is the set of lines. A stocked product has one line
 * with its colour/property breakdown; a print product may have several (one per configuration
 * and artwork set: cards for two employees, flyers in two designs).
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    items: jsonb('items')
      .$type<CartLineItem[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** A print line's choice and artwork (its pieces are `quantity`; `items` is then empty). */
    print: jsonb('print').$type<CartLinePrint>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A stocked product's colours and sizes merge into its one line; print lines are told apart
    // by their configuration and artwork (merged, if at all, under the customer's lock).
    uniqueIndex('cart_lines_customer_stocked_product_unique')
      .on(t.customerId, t.productId)
      .where(sql`${t.print} is null`),
    index('cart_lines_customer_idx').on(t.customerId, t.createdAt),
    // Deleting a product removes it from every cart.
    index('cart_lines_product_idx').on(t.productId),
    check('cart_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wishlist_items_customer_product_unique').on(t.customerId, t.productId),
    // Deleting a product removes it from every wishlist; the unique index above leads by customer.
    index('wishlist_items_product_idx').on(t.productId),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    place: text('place').notNull(),
    name: text('name').notNull(),
    /** Our governorate code; null only on a migrated address whose text named none. */
    governorate: text('governorate').$type<GovernorateCode>(),
    district: text('district').notNull().default(''),
    area: text('area').notNull().default(''),
    /** Street / mahalla / alley / house; a migrated address keeps its old free text here. */
    address: text('address').notNull(),
    landmark: text('landmark').notNull().default(''),
    phone: text('phone').notNull(),
    phone2: text('phone2').notNull().default(''),
    /** The governorate's English name; a migrated address keeps the city it was typed with. */
    city: text('city').notNull(),
    /** A free-text address from before governorates: the customer completes it at the next order. */
    needsCompletion: boolean('needs_completion').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_customer_idx').on(t.customerId, t.createdAt.desc().nullsFirst())],
);

export const deliveryStatus = pgEnum('delivery_status', [
  'pending',
  'preparing',
  'on way',
  'delivered',
  'cancelled',
]);
export const paymentStatus = pgEnum('payment_status', ['unpaid', 'paid']);
export const paymentMethod = pgEnum('payment_method', ['cod', 'fib', 'qi', 'zaincash', 'fastpay']);

/** An order's address as placed: the full address, or the spec's five fields on older orders. */
export type StoredShippingInfo = ShippingInfoView;

/** A customer's order; amounts are in IQD as computed on the server at placement. */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNumber: serial('order_number').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    subtotalIqd: numeric('subtotal_iqd', { precision: 14, scale: 2 }).notNull(),
    discountIqd: numeric('discount_iqd', { precision: 14, scale: 2 }).notNull().default('0'),
    shippingFeeIqd: numeric('shipping_fee_iqd', { precision: 14, scale: 2 }).notNull().default('0'),
    totalIqd: numeric('total_iqd', { precision: 14, scale: 2 }).notNull(),
    /** The IQD rate in force when the order was placed. */
    currencyRate: numeric('currency_rate', { precision: 12, scale: 4 }).notNull(),
    items: integer('items').notNull(),
    shippingInfo: jsonb('shipping_info').$type<StoredShippingInfo>().notNull(),
    deliveryStatus: deliveryStatus('delivery_status').notNull().default('pending'),
    paymentStatus: paymentStatus('payment_status').notNull().default('unpaid'),
    paymentMethod: paymentMethod('payment_method'),
    /** The order's current FIB payment; every payment it ever had is in fib_payments. */
    fibPaymentId: text('fib_payment_id'),
    /**
     * Held by the one request talking to FIB about this order (creating, replacing or cancelling
     * its payments) until it is done, so concurrent clicks never create two payments. A lease in
     * database time, not a transaction: no connection waits on FIB's answer. Its holder renews
     * it while it works (payments/repository.ts), so a holder that died frees it within seconds.
     */
    fibClaimedUntil: at('fib_claimed_until'),
    /** Which request holds the claim: only it renews or releases it. */
    fibClaimedBy: uuid('fib_claimed_by'),
    /** An unpaid online payment past this time is cancelled by the sweeper query. */
    paymentExpiresAt: at('payment_expires_at'),
    paidAt: at('paid_at'),
    /**
     * The advance due online before production (issue 38): the parts' `depositIqd` added up,
     * whole dinars; and when it was paid (online, alone or with the rest). Null: not paid yet.
     */
    depositIqd: integer('deposit_iqd').notNull().default(0),
    depositPaidAt: at('deposit_paid_at'),
    /** The admin's reason for the last cancel or delivery, shown to the customer. */
    statusReason: text('status_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_order_number_unique').on(t.orderNumber),
    uniqueIndex('orders_fib_payment_unique').on(t.fibPaymentId),
    index('orders_customer_created_idx').on(t.customerId, t.createdAt.desc().nullsFirst()),
    index('orders_status_created_idx').on(t.deliveryStatus, t.createdAt.desc().nullsFirst()),
    index('orders_unpaid_expiry_idx')
      .on(t.paymentExpiresAt)
      .where(sql`${t.paymentStatus} = 'unpaid' AND ${t.paymentExpiresAt} IS NOT NULL`),
    check('orders_amounts_non_negative', sql`${t.totalIqd} >= 0 AND ${t.subtotalIqd} >= 0`),
    check('orders_items_positive', sql`${t.items} > 0`),
    check('orders_deposit_non_negative', sql`${t.depositIqd} >= 0`),
  ],
);

/**
 * Where one FIB payment stands for the shop: `live` is the code the customer is shown (at most
 * one per order); `replaced` was superseded and may still be payable at FIB (its cancel did not
 * go through); `paid`, `cancelled` (at our request) and `declined` (by FIB, or expired) are final.
 */
export const fibPaymentState = pgEnum('fib_payment_state', [
  'live',
  'replaced',
  'paid',
  'cancelled',
  'declined',
]);

/** Every FIB payment an order ever had, so none is lost when a newer one replaces it. */
export const fibPayments = pgTable(
  'fib_payments',
  {
    /** FIB's payment id. */
    id: text('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountIqd: integer('amount_iqd').notNull(),
    /** What the customer needs to pay it, kept to answer a repeated click with the same code. */
    qrCode: text('qr_code').notNull(),
    readableCode: text('readable_code').notNull(),
    personalAppLink: text('personal_app_link').notNull(),
    businessAppLink: text('business_app_link').notNull(),
    validUntil: at('valid_until').notNull(),
    state: fibPaymentState('state').notNull().default('live'),
    paidAt: at('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('fib_payments_order_idx').on(t.orderId),
    uniqueIndex('fib_payments_one_live_per_order')
      .on(t.orderId)
      .where(sql`${t.state} = 'live'`),
    index('fib_payments_unsettled_idx')
      .on(t.updatedAt)
      .where(sql`${t.state} IN ('live', 'replaced')`),
    check('fib_payments_amount_positive', sql`${t.amountIqd} > 0`),
  ],
);

/** The providers paid on their own page (payments/provider.ts); FIB keeps fib_payments. */
export const pagePaymentProvider = pgEnum('page_payment_provider', ['qi', 'zaincash', 'fastpay']);

/**
 * Every attempt to pay an order on a provider's page (Qi Card, ZainCash, FastPay), so none is
 * lost when a newer one replaces it. The states are fib_payments' own: `live` is the attempt the
 * customer was sent to (at most one per order); `replaced` may still be payable at the provider
 * (its cancel did not go through, or the provider cannot cancel); `paid`, `cancelled` and
 * `declined` (failed, expired or refused) are final.
 */
export const pagePayments = pgTable(
  'page_payments',
  {
    /** Our reference, sent to the provider: one per attempt, the same on a retried create. */
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: pagePaymentProvider('provider').notNull(),
    /** The provider's id of the payment; null while the create has not answered. */
    providerPaymentId: text('provider_payment_id'),
    amountIqd: integer('amount_iqd').notNull(),
    /** The provider's page, kept to send a repeated click to the same payment. */
    redirectUrl: text('redirect_url'),
    expiresAt: at('expires_at').notNull(),
    state: fibPaymentState('state').notNull().default('live'),
    /** The provider's own word at the last status call (logs, reconciliation). */
    providerStatus: text('provider_status'),
    paidAt: at('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('page_payments_order_idx').on(t.orderId),
    uniqueIndex('page_payments_provider_id_unique').on(t.provider, t.providerPaymentId),
    uniqueIndex('page_payments_one_live_per_order')
      .on(t.orderId)
      .where(sql`${t.state} = 'live'`),
    index('page_payments_unsettled_idx')
      .on(t.updatedAt)
      .where(sql`${t.state} IN ('live', 'replaced')`),
    check('page_payments_amount_positive', sql`${t.amountIqd} > 0`),
  ],
);

/** A refund as the shop knows it: asked (`processing`), confirmed by the provider, or refused. */
export const refundState = pgEnum('refund_state', ['processing', 'done', 'failed']);

/**
 * Money given back from one online payment (an FIB code or an attempt on a provider's page),
 * asked by an admin with a reason. A refund that is not `failed` counts against what the payment
 * can still give back, so two clicks cannot refund twice.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    /** Our reference, sent to the provider where it takes one. */
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: paymentMethod('method').notNull(),
    /** fib_payments.id for FIB, page_payments.id for the others. */
    paymentId: text('payment_id').notNull(),
    amountIqd: integer('amount_iqd').notNull(),
    reason: text('reason').notNull(),
    state: refundState('state').notNull().default('processing'),
    providerRefundId: text('provider_refund_id'),
    requestedBy: uuid('requested_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** The console's Idempotency-Key: the same click sent again finds this refund. */
    requestKey: text('request_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_refunds_order_idx').on(t.orderId),
    index('payment_refunds_payment_idx').on(t.method, t.paymentId),
    index('payment_refunds_requested_by_idx').on(t.requestedBy),
    uniqueIndex('payment_refunds_request_key_unique').on(t.requestKey),
    index('payment_refunds_processing_idx')
      .on(t.updatedAt)
      .where(sql`${t.state} = 'processing'`),
    check('payment_refunds_amount_positive', sql`${t.amountIqd} > 0`),
    check('payment_refunds_not_cash', sql`${t.method} <> 'cod'`),
  ],
);

/** The part of an order one seller fulfils (their console shows these). */
/** Who recorded a part's cash as collected: the courier's report, the seller or the admin. */
export type CashCollector = 'courier' | 'seller' | 'admin';

export const sellerOrders = pgTable(
  'seller_orders',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'restrict' }),
    /** The exact sum of this part's lines. */
    priceIqd: numeric('price_iqd', { precision: 14, scale: 2 }).notNull(),
    /**
     * This part's share of the order's shown figures, each a multiple of 250 IQD, frozen at
     * placement (`splitOrderFigures`, issue 36): the parts' amounts add up to the order's total,
     * and `amountIqd` is what this parcel's courier collects on a cash order.
     */
    subtotalIqd: numeric('subtotal_iqd', { precision: 14, scale: 2 }).notNull(),
    discountIqd: numeric('discount_iqd', { precision: 14, scale: 2 }).notNull(),
    shippingFeeIqd: numeric('shipping_fee_iqd', { precision: 14, scale: 2 }).notNull(),
    amountIqd: numeric('amount_iqd', { precision: 14, scale: 2 }).notNull(),
    /** Its lines' advances added up, at most `amountIqd` (`partDeposit`): paid online, not in cash. */
    depositIqd: integer('deposit_iqd').notNull().default(0),
    /** When this part's cash was collected, how much, and who said so (a cash order's part). */
    cashCollectedAt: at('cash_collected_at'),
    cashCollectedIqd: numeric('cash_collected_iqd', { precision: 14, scale: 2 }),
    cashCollectedBy: text('cash_collected_by').$type<CashCollector>(),
    cashCollectedById: uuid('cash_collected_by_id'),
    deliveryStatus: deliveryStatus('delivery_status').notNull().default('pending'),
    /**
     * Set when the customer collects this part from the print house (no delivery fee): the
     * shop's address and hours as they were at ordering. Null: the part is delivered.
     */
    pickup: jsonb('pickup').$type<OrderedPickup>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'seller_orders_cash_collected_by_known',
      sql`${t.cashCollectedBy} IS NULL OR ${t.cashCollectedBy} IN ('courier', 'seller', 'admin')`,
    ),
    check('seller_orders_deposit_non_negative', sql`${t.depositIqd} >= 0`),
    uniqueIndex('seller_orders_order_seller_unique').on(t.orderId, t.sellerId),
    index('seller_orders_seller_created_idx').on(t.sellerId, t.createdAt.desc().nullsFirst()),
    // The admin's dashboard: every part placed in a range of days (issue 39).
    index('seller_orders_created_idx').on(t.createdAt),
  ],
);

/** A part collected from the print house: where and when, in three languages, as at ordering. */
export interface OrderedPickup {
  address: { kr: string; ar: string; en: string };
  hours: StoredOpeningHours;
}

/** What was bought, as it was when bought: the product may change or disappear later. */
export interface OrderedProductSnapshot {
  slug: string;
  code: string;
  enName: string;
  kuName: string;
  arName: string;
  image: string | null;
  price: string;
  discount: number;
}

export interface OrderedItem {
  colorId: string;
  hex: string;
  enName: string;
  kuName: string;
  arName: string;
  quantity: number;
  /** `name` is the value's key (its English or fallback name); older orders have no three names. */
  properties: {
    propertyId: string;
    name: string;
    enName?: string;
    kuName?: string;
    arName?: string;
    quantity: number;
  }[];
}

/** A print line as bought: the options with their names and price effects, the tier and fee. */
export interface OrderedPrint {
  /** `{ [groupId]: valueId }` as chosen, for reorder. */
  choice: PrintChoice;
  options: ChosenOption[];
  tierMinQuantity: number | null;
  /** IQD once per job, exact, included in the line total. */
  jobFeeIqd: string;
  needsArtwork: boolean;
  /** What the artwork was checked against. */
  spec: { trim: TrimSize; bleedMm: number; sides: 1 | 2 } | null;
  /** The chosen turnaround's working days (absent on lines ordered before it was kept, or none set). */
  workingDays?: number | null;
  /**
   * The approved proof of an earlier identical job (same customer, product, choice and files)
   * this line was ordered with instead of a new proof: the line starts `approved`.
   */
  reusedProof?: {
    proofId: string;
    version: number;
    fileName: string;
    orderId: string;
    orderLineId: string;
    decidedAt: string | null;
  };
  /**
   * The customer approved every file of the line in the card designer (issue 40), each a print
   * file they checked as it will be printed: the line starts `approved`, its clock at the order.
   */
  approvedInDesigner?: boolean;
}

export const proofState = pgEnum('proof_state', PROOF_STATES);
/** The production stages a board move sets on a print line (issue 39). */
export const productionStage = pgEnum('production_stage', PRODUCTION_STAGES);

export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sellerOrderId: uuid('seller_order_id')
      .notNull()
      .references(() => sellerOrders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    product: jsonb('product').$type<OrderedProductSnapshot>().notNull(),
    items: jsonb('items').$type<OrderedItem[]>().notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceIqd: numeric('unit_price_iqd', { precision: 14, scale: 2 }).notNull(),
    lineTotalIqd: numeric('line_total_iqd', { precision: 14, scale: 2 }).notNull(),
    /** The advance asked for this line when ordered (`lineDeposit`), whole dinars: a snapshot. */
    depositIqd: integer('deposit_iqd').notNull().default(0),
    /** A print line's options as bought (null for other lines); its artwork is in print_line_artwork. */
    print: jsonb('print').$type<OrderedPrint>(),
    /** Where the line's proof stands; `not_needed` for lines without artwork. */
    proofState: proofState('proof_state').notNull().default('not_needed'),
    /**
     * Where the print line is in production (the production board, issue 39), and since when:
     * null before it goes to printing. Set only through the order lifecycle's `move-job`.
     */
    productionStage: productionStage('production_stage'),
    productionStageAt: at('production_stage_at'),
    /** The ready and door days promised when the order was placed (issue 39; null: no turnaround). */
    promisedReadyDate: date('promised_ready_date', { mode: 'string' }),
    promisedDoorDate: date('promised_door_date', { mode: 'string' }),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    index('order_lines_seller_order_idx').on(t.sellerOrderId),
    index('order_lines_product_idx').on(t.productId),
    // The dashboard's proofs waiting: the few lines whose proof is someone's turn (issue 39).
    index('order_lines_proof_waiting_idx')
      .on(t.sellerOrderId)
      .where(
        sql`${t.proofState} IN ('awaiting_artwork', 'awaiting_proof', 'awaiting_approval', 'changes_requested')`,
      ),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('order_lines_deposit_non_negative', sql`${t.depositIqd} >= 0`),
    check(
      'order_lines_production_stage_dated',
      sql`(${t.productionStage} IS NULL) = (${t.productionStageAt} IS NULL)`,
    ),
  ],
);

/**
 * A customer's write sent with an `Idempotency-Key` (placing an order, cart writes, choosing how
 * to pay; lib/idempotency.ts): the first answer, kept so that the same request sent again (the
 * storefront or the balancer retrying after a cut connection) gets it without the write running
 * twice. While the first is running, `holderId` renews `lockedUntil`; a holder that died stops
 * renewing, and the next attempt with the key takes over once the lease has run out.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The route and a hash of its parameters and body: the same key for another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    holderId: uuid('holder_id'),
    lockedUntil: at('locked_until'),
    /** The first answer's body; null while it is being written. */
    answer: jsonb('answer'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.key] }),
    index('idempotent_requests_created_idx').on(t.createdAt),
  ],
);
