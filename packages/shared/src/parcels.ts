import { z } from './zod';

// Parcels: each seller's part of an order travels as one parcel, handed to a courier or
// delivered by the print house itself (issue 36, docs/design.md §16).

/** Where a parcel stands, in our words; every courier's statuses map onto these. */
export const PARCEL_STATES = [
  'created',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'postponed',
  'delivery_attempt_failed',
  'returning',
  'returned',
  'cancelled',
] as const;
export type ParcelState = (typeof PARCEL_STATES)[number];

/** States after which a parcel never moves again (the poller stops asking about it). */
export const FINAL_PARCEL_STATES: readonly ParcelState[] = ['delivered', 'returned', 'cancelled'];

/** The Waseet family: one API, told apart by base URL and rate limit (reference/couriers.md). */
export const WASEET_BRANDS = ['alwaseet', 'modon', 'agg'] as const;
export type WaseetBrand = (typeof WASEET_BRANDS)[number];

/** Who carries a parcel: a courier's API, or the print house's own driver (moved by hand). */
export const PARCEL_CARRIERS = [...WASEET_BRANDS, 'own'] as const;
export type ParcelCarrier = (typeof PARCEL_CARRIERS)[number];

/** Where a parcel's history entry came from. */
export const PARCEL_EVENT_SOURCES = ['courier_poll', 'courier_webhook', 'staff', 'system'] as const;
export type ParcelEventSource = (typeof PARCEL_EVENT_SOURCES)[number];

/** One entry of a parcel's history, as the customer and the console read it. */
export const parcelEventSchema = z.object({
  state: z.enum(PARCEL_STATES),
  source: z.enum(PARCEL_EVENT_SOURCES),
  /** The courier's own status id and (usually Arabic) text, when it came from the courier. */
  courierStatusId: z.string().nullable(),
  courierStatusText: z.string().nullable(),
  /** The reason given for a move by hand, or a note. Null for the customer when staff-only. */
  note: z.string().nullable(),
  occurredAt: z.string(),
});
export type ParcelEvent = z.infer<typeof parcelEventSchema>;

/** A parcel as the customer sees it on the order page (no staff notes, no courier account). */
export const customerParcelSchema = z.object({
  _id: z.string(),
  sellerOrderId: z.string(),
  carrier: z.enum(PARCEL_CARRIERS),
  waybill: z.string().nullable(),
  state: z.enum(PARCEL_STATES),
  /** What the courier asks at the door, whole IQD as shown ("86,250"); "0" when nothing. */
  cashToCollect: z.string(),
  handedOverAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  events: z.array(parcelEventSchema),
});
export type CustomerParcel = z.infer<typeof customerParcelSchema>;

/** A parcel as its seller and the admin see it. */
export const consoleParcelSchema = customerParcelSchema.extend({
  orderId: z.string(),
  sellerId: z.string(),
  reference: z.string(),
  courierOrderId: z.string().nullable(),
  /** Our route that serves the courier's label (never the courier's URL with its token). */
  labelUrl: z.string().nullable(),
  simulation: z.boolean(),
  pieces: z.number().int(),
  description: z.string(),
  courierStatusId: z.string().nullable(),
  courierStatusText: z.string().nullable(),
  courierPriceIqd: z.number().int().nullable(),
  needsAttention: z.boolean(),
  attentionReason: z.string().nullable(),
  /** The last failed hand-over, in the courier's words: the seller may try again. */
  handoverError: z.string().nullable(),
  cashCollectedAt: z.string().nullable(),
  cashCollectedIqd: z.number().int().nullable(),
  cashSettledAt: z.string().nullable(),
  courierInvoiceId: z.string().nullable(),
});
export type ConsoleParcel = z.infer<typeof consoleParcelSchema>;

/** GET /api/home/coustomer/order-parcels/:orderId: the order's parcels and their history. */
export const customerParcelsResponseSchema = z.object({ parcels: z.array(customerParcelSchema) });
export type CustomerParcelsResponse = z.infer<typeof customerParcelsResponseSchema>;

/** The console's parcels of an order (seller: its part's; admin: all) and the attention list. */
export const consoleParcelsResponseSchema = z.object({ parcels: z.array(consoleParcelSchema) });
export type ConsoleParcelsResponse = z.infer<typeof consoleParcelsResponseSchema>;

/**
 * Why a parcel waits for a person, the first word of `attentionReason` (the rest is detail: a
 * status id and the courier's text, a new price).
 */
export const PARCEL_ATTENTION_CODES = [
  'unknown_status',
  'price_changed',
  'returned',
  'courier_attention',
  'status_after_final',
  'delivered_order_cancelled',
  'cash_not_recorded',
] as const;
export type ParcelAttentionCode = (typeof PARCEL_ATTENTION_CODES)[number];

/** Splits `attentionReason` into its code (null for one we do not know) and its detail. */
export function readAttentionReason(reason: string | null): {
  code: ParcelAttentionCode | null;
  detail: string;
} {
  if (!reason) return { code: null, detail: '' };
  const space = reason.indexOf(' ');
  const word = space < 0 ? reason : reason.slice(0, space);
  const detail = space < 0 ? '' : reason.slice(space + 1);
  const code = (PARCEL_ATTENTION_CODES as readonly string[]).includes(word)
    ? (word as ParcelAttentionCode)
    : null;
  return code ? { code, detail } : { code: null, detail: reason };
}

/** A seller's courier webhook (Modon, AGG): the address to give the courier, and whether a secret is set. */
export const courierWebhookSchema = z.object({
  url: z.string(),
  hasSecret: z.boolean(),
});
export type CourierWebhook = z.infer<typeof courierWebhookSchema>;

/** POST …/courier-webhook/secret: a new secret, shown this once (only its hash is kept). */
export const courierWebhookSecretSchema = courierWebhookSchema.extend({ secret: z.string() });
export type CourierWebhookSecret = z.infer<typeof courierWebhookSecretSchema>;
