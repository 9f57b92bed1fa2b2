import { z } from './zod';
import { fieldErrorMessage } from './field-errors';
import { consoleParcelSchema, PARCEL_STATES, WASEET_BRANDS, type ParcelState } from './parcels';

// Handing a seller's ready part to its courier in one step, or delivering it by hand (issue 36).

const REASON_MAX = 300;
const requiredReason = z
  .string({ error: fieldErrorMessage('required') })
  .trim()
  .min(1, { error: fieldErrorMessage('required') })
  .max(REASON_MAX, { error: fieldErrorMessage('too_long', { maximum: REASON_MAX }) });

const courierId = z
  .string({ error: fieldErrorMessage('not_text') })
  .trim()
  .min(1, { error: fieldErrorMessage('required') })
  .max(40, { error: fieldErrorMessage('too_long', { maximum: 40 }) });

/** What the hand-over dialog shows before the seller confirms. */
export const handoverPreviewSchema = z.object({
  /** The part's parcel when it has one (on its way, or a failed hand-over to try again). */
  parcel: consoleParcelSchema.nullable(),
  /** The seller's courier; null when none is connected (the dialog links to the settings). */
  courier: z
    .object({ brand: z.enum(WASEET_BRANDS), username: z.string(), simulation: z.boolean() })
    .nullable(),
  /** The courier's city for the address's governorate; null when it has none (or no address). */
  city: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The courier's areas in that city, to pick from when the address's area matched none. */
  regions: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The area that matched the address by name, if exactly one did. */
  regionId: z.string().nullable(),
  packageSizes: z.array(z.object({ id: z.string(), name: z.string() })),
  packageSizeId: z.string().nullable(),
  /** What the courier collects at the door, whole IQD ("86,250"; "0" for a paid part). */
  cashToCollect: z.string(),
  pieces: z.number().int(),
  description: z.string(),
  /** Why the part cannot leave now (an error code the console translates), or null. */
  blockedBy: z.string().nullable(),
  /** Why the courier's lists could not be read just now (the courier's words), or null. */
  courierProblem: z.string().nullable(),
});
export type HandoverPreview = z.infer<typeof handoverPreviewSchema>;

/** POST /api/seller/orders/:id/handover */
export const handoverBodySchema = z.object({
  /** The courier's area: the matched one when left out. */
  regionId: courierId.optional(),
  /** The account's default package size when left out. */
  packageSizeId: courierId.optional(),
});
export type HandoverBody = z.infer<typeof handoverBodySchema>;

/** POST /api/seller/orders/:id/own-delivery: the print house takes the part itself. */
export const ownDeliveryBodySchema = z.object({ reason: requiredReason });

/** Where a parcel delivered by hand may go from each state (a reason at every step). */
export const OWN_DELIVERY_MOVES: Readonly<Partial<Record<ParcelState, readonly ParcelState[]>>> = {
  created: ['picked_up', 'cancelled'],
  picked_up: ['out_for_delivery', 'returned'],
  out_for_delivery: ['delivered', 'delivery_attempt_failed', 'postponed', 'returned'],
  delivery_attempt_failed: ['out_for_delivery', 'postponed', 'returned'],
  postponed: ['out_for_delivery', 'returned'],
  returning: ['returned'],
};

/** POST /api/seller/parcels/:id/moves */
export const moveParcelBodySchema = z.object({
  state: z.enum(PARCEL_STATES, { error: fieldErrorMessage('required') }),
  reason: requiredReason,
});
export type MoveParcelBody = z.infer<typeof moveParcelBodySchema>;

export const parcelResponseSchema = z.object({ parcel: consoleParcelSchema });
