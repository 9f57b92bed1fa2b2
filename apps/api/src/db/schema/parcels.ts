import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  PARCEL_CARRIERS,
  PARCEL_EVENT_SOURCES,
  PARCEL_STATES,
  WASEET_BRANDS,
} from '@chapkhana/shared/parcels';
import { at, createdAt, id, updatedAt } from './columns';
import { sellers, staffUsers } from './people';
import { orders, sellerOrders } from './shopping';

export const courierBrand = pgEnum('courier_brand', WASEET_BRANDS);
export const parcelCarrier = pgEnum('parcel_carrier', PARCEL_CARRIERS);
export const parcelState = pgEnum('parcel_state', PARCEL_STATES);
export const parcelEventSource = pgEnum('parcel_event_source', PARCEL_EVENT_SOURCES);

/**
 * A seller's own account at a courier. The password (and the courier's token) are stored
 * encrypted with the key from configuration and never sent back to any client.
 */
export const courierAccounts = pgTable(
  'courier_accounts',
  {
    id: id(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    brand: courierBrand('brand').notNull(),
    /** The courier's merchant API base, e.g. https://api.alwaseet-iq.net/v1/merchant. */
    baseUrl: text('base_url').notNull(),
    username: text('username').notNull(),
    /** AES-GCM sealed, `v1.<iv>.<tag>.<ciphertext>` (base64url). */
    passwordSealed: text('password_sealed').notNull(),
    tokenSealed: text('token_sealed'),
    tokenFetchedAt: at('token_fetched_at'),
    /** The courier's package-size id sent with each parcel. */
    packageSizeId: text('package_size_id'),
    /** A look-alike courier (the demo): the console says so. */
    simulation: boolean('simulation').notNull().default(false),
    /** SHA-256 (hex) of the secret the courier echoes on its webhooks (Modon, AGG), if any. */
    webhookSecretHash: text('webhook_secret_hash'),
    /** Why the last call failed, in the courier's words, for the seller; null when fine. */
    lastError: text('last_error'),
    /** The poller waits until then after the courier rate-limited or failed it. */
    pollPausedUntil: at('poll_paused_until'),
    /** Failed polls in a row: the pause doubles with each, up to a cap (modules/parcels/poller.ts). */
    pollFailures: integer('poll_failures').notNull().default(0),
    /**
     * One copy of the API polls an account at a time: it holds this lease (lib/lease.ts) while
     * it asks the courier, so copies behind a balancer never double the account's calls.
     */
    pollClaimedUntil: at('poll_claimed_until'),
    pollClaimedBy: uuid('poll_claimed_by'),
    /**
     * When the poller last read the account's invoices (modules/parcels/poller.ts): it reads them
     * again, under the same lease, once this is older than the sync interval and cash collected
     * by the courier is still to be settled.
     */
    invoicesSyncedAt: at('invoices_synced_at'),
    disconnectedAt: at('disconnected_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('courier_accounts_seller_idx').on(t.sellerId),
    uniqueIndex('courier_accounts_one_live_per_seller')
      .on(t.sellerId)
      .where(sql`${t.disconnectedAt} IS NULL`),
  ],
);

/**
 * Our governorate ↔ a courier's city (per brand: ids differ between brands, reference/couriers.md,
 * "City IDs"), matched by name when the city list is loaded and correctable by an admin.
 */
export const courierCities = pgTable(
  'courier_cities',
  {
    brand: courierBrand('brand').notNull(),
    courierCityId: text('courier_city_id').notNull(),
    name: text('name').notNull(),
    /** Our governorate code, null when the name matched none (an admin sets it). */
    governorate: text('governorate'),
    /** Set by an admin rather than by name matching: a reload keeps it. */
    setByAdmin: boolean('set_by_admin').notNull().default(false),
    fetchedAt: at('fetched_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('courier_cities_brand_city_unique').on(t.brand, t.courierCityId),
    index('courier_cities_brand_governorate_idx').on(t.brand, t.governorate),
  ],
);

/**
 * One seller's part of an order on its way: handed to a courier (its waybill and label) or
 * delivered by the print house itself. `cashAmountIqd` is what is collected from the customer
 * at the door — the part's own amount, never the whole order's.
 */
export const parcels = pgTable(
  'parcels',
  {
    id: id(),
    sellerOrderId: uuid('seller_order_id')
      .notNull()
      .references(() => sellerOrders.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'restrict' }),
    carrier: parcelCarrier('carrier').notNull(),
    courierAccountId: uuid('courier_account_id').references(() => courierAccounts.id, {
      onDelete: 'set null',
    }),
    /** Our reference sent to the courier (in merchant_notes), to find a parcel whose create answer was lost. */
    reference: text('reference').notNull(),
    /** The courier's order id and the waybill number on its sticker (`qr_id`). */
    courierOrderId: text('courier_order_id'),
    waybill: text('waybill'),
    /** The courier's printable label (its `qr_link`). */
    labelUrl: text('label_url'),
    courierCityId: text('courier_city_id'),
    courierRegionId: text('courier_region_id'),
    pieces: integer('pieces').notNull().default(1),
    description: text('description').notNull().default(''),
    /** Cash the courier collects (0 for a paid or pickup part). */
    cashAmountIqd: integer('cash_amount_iqd').notNull(),
    /** A price the courier reported changed (status 18), to be looked at. */
    courierPriceIqd: integer('courier_price_iqd'),
    /** The courier's own fee for the parcel, when it reports one. */
    courierFeeIqd: integer('courier_fee_iqd'),
    state: parcelState('state').notNull().default('created'),
    courierStatusId: text('courier_status_id'),
    courierStatusText: text('courier_status_text'),
    /** An unknown status, a changed price or a returned made-to-order parcel: a person looks. */
    needsAttention: boolean('needs_attention').notNull().default(false),
    attentionReason: text('attention_reason'),
    /** A hand-over under way: held by one request so parallel clicks create one parcel. */
    handoverClaimedUntil: at('handover_claimed_until'),
    handoverClaimedBy: uuid('handover_claimed_by'),
    /** Why the last hand-over attempt failed (the courier's words), for the seller; retry allowed. */
    handoverError: text('handover_error'),
    handedOverAt: at('handed_over_at'),
    deliveredAt: at('delivered_at'),
    /** Cash at the door: collected (courier said delivered, or the seller confirmed it) … */
    cashCollectedAt: at('cash_collected_at'),
    cashCollectedIqd: integer('cash_collected_iqd'),
    /** … and paid over to the seller by the courier (its invoice), or by the seller's own driver. */
    cashSettledAt: at('cash_settled_at'),
    courierInvoiceId: text('courier_invoice_id'),
    lastPolledAt: at('last_polled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('parcels_one_per_part')
      .on(t.sellerOrderId)
      .where(sql`${t.state} <> 'cancelled'`),
    index('parcels_seller_order_idx').on(t.sellerOrderId),
    index('parcels_order_idx').on(t.orderId),
    index('parcels_seller_created_idx').on(t.sellerId, t.createdAt.desc().nullsFirst()),
    index('parcels_courier_account_idx').on(t.courierAccountId),
    uniqueIndex('parcels_courier_order_unique')
      .on(t.courierAccountId, t.courierOrderId)
      .where(sql`${t.courierOrderId} IS NOT NULL`),
    index('parcels_open_idx')
      .on(t.courierAccountId, t.lastPolledAt)
      .where(sql`${t.state} NOT IN ('delivered', 'returned', 'cancelled')`),
    check('parcels_cash_non_negative', sql`${t.cashAmountIqd} >= 0`),
    check('parcels_pieces_positive', sql`${t.pieces} > 0`),
  ],
);

/** A parcel's history: every courier status (its id and text) and every move by hand (with its reason). */
export const parcelEvents = pgTable(
  'parcel_events',
  {
    id: id(),
    parcelId: uuid('parcel_id')
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    source: parcelEventSource('source').notNull(),
    state: parcelState('state').notNull(),
    courierStatusId: text('courier_status_id'),
    courierStatusText: text('courier_status_text'),
    /** The reason given for a move by hand, or a note (price changed, unknown status). */
    note: text('note'),
    actorId: uuid('actor_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    occurredAt: at('occurred_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('parcel_events_parcel_idx').on(t.parcelId, t.occurredAt),
    index('parcel_events_actor_idx').on(t.actorId),
  ],
);

/** A courier's settlement of collected cash (Waseet `get_merchant_invoices`). */
export const courierInvoices = pgTable(
  'courier_invoices',
  {
    id: id(),
    courierAccountId: uuid('courier_account_id')
      .notNull()
      .references(() => courierAccounts.id, { onDelete: 'cascade' }),
    courierInvoiceId: text('courier_invoice_id').notNull(),
    amountIqd: integer('amount_iqd').notNull(),
    parcelCount: integer('parcel_count').notNull(),
    courierStatus: text('courier_status'),
    /** Courier order ids the invoice lists that are none of our parcels: shown for a person. */
    unknownOrders: text('unknown_orders')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** When the seller confirmed receiving the money (and told the courier). */
    receivedAt: at('received_at'),
    fetchedAt: at('fetched_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('courier_invoices_account_invoice_unique').on(
      t.courierAccountId,
      t.courierInvoiceId,
    ),
  ],
);
