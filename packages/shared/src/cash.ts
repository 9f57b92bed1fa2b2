import { dateRange, fromNotAfterTo, idSchema, isoDate } from './fields';
import { fieldErrorMessage } from './field-errors';
import { PARCEL_CARRIERS, PARCEL_STATES } from './parcels';
import { z } from './zod';

// Cash reconciled (issue 36): what the couriers carry for a seller, what they collected, what
// they paid over (their invoices) and what they still owe. Amounts are whole IQD, summed exactly.

/** Where a parcel's cash stands: each parcel with cash to collect is in exactly one of these. */
export const CASH_STATES = ['out', 'collected', 'settled', 'returned'] as const;
export type CashState = (typeof CASH_STATES)[number];

/** The four figures (and the returned cash that never came), whole IQD. */
export const cashFiguresSchema = z.object({
  /** Handed over, cash to collect, not yet delivered, returned or cancelled. */
  out: z.number().int(),
  /** Collected at the door (by the courier or confirmed by the seller), settled or not. */
  collected: z.number().int(),
  /** Paid over: in an invoice the seller received, or by the own driver by hand. */
  settled: z.number().int(),
  /** Collected − settled: what the courier still owes the seller. */
  owed: z.number().int(),
  /** Cash of parcels that came back: never collected. */
  returned: z.number().int(),
  parcels: z.number().int(),
});
export type CashFigures = z.infer<typeof cashFiguresSchema>;

/** `own` is the print house's own driver; otherwise a courier account's id. */
export const cashCourierKey = z.union([z.literal('own'), idSchema]);

/** One courier (or the own driver) of one seller, with its figures. */
export const cashCourierSchema = z.object({
  sellerId: z.string(),
  sellerName: z.string(),
  /** The courier account's id, or `own`. */
  courier: z.string(),
  carrier: z.enum(PARCEL_CARRIERS),
  /** The courier account's user name at the courier, '' for the own driver. */
  accountName: z.string(),
  simulation: z.boolean(),
  figures: cashFiguresSchema,
});
export type CashCourier = z.infer<typeof cashCourierSchema>;

const rangeQuery = z
  .object({ ...dateRange, sellerId: idSchema.optional() })
  .refine(fromNotAfterTo, {
    error: fieldErrorMessage('after_other', { other: 'to' }),
    path: ['from'],
  });

/** GET /api/{seller,admin}/cash — days in Iraq time (handed over), default this month. */
export const cashQuerySchema = rangeQuery;
export type CashQuery = z.infer<typeof cashQuerySchema>;

export const cashResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  couriers: z.array(cashCourierSchema),
  total: cashFiguresSchema,
});
export type CashResponse = z.infer<typeof cashResponseSchema>;

/** GET /api/{seller,admin}/cash/parcels — the parcels behind one figure of one courier. */
export const cashParcelsQuerySchema = z
  .object({
    ...dateRange,
    sellerId: idSchema.optional(),
    courier: cashCourierKey.optional(),
    state: z
      .enum(CASH_STATES, {
        error: fieldErrorMessage('invalid_choice', { choices: CASH_STATES.join(', ') }),
      })
      .optional(),
  })
  .refine(fromNotAfterTo, {
    error: fieldErrorMessage('after_other', { other: 'to' }),
    path: ['from'],
  });
export type CashParcelsQuery = z.infer<typeof cashParcelsQuerySchema>;

export const cashParcelSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  orderNumber: z.number().int(),
  sellerOrderId: z.string(),
  carrier: z.enum(PARCEL_CARRIERS),
  courier: z.string(),
  waybill: z.string().nullable(),
  state: z.enum(PARCEL_STATES),
  cashState: z.enum(CASH_STATES),
  cashAmountIqd: z.number().int(),
  cashCollectedIqd: z.number().int().nullable(),
  handedOverAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  cashCollectedAt: z.string().nullable(),
  cashSettledAt: z.string().nullable(),
  courierInvoiceId: z.string().nullable(),
});
export type CashParcel = z.infer<typeof cashParcelSchema>;
export const cashParcelsResponseSchema = z.object({ items: z.array(cashParcelSchema) });

/** A courier's invoice as stored, beside what our parcels in it add up to. */
export const courierInvoiceSchema = z.object({
  _id: z.string(),
  courierAccountId: z.string(),
  courierInvoiceId: z.string(),
  amountIqd: z.number().int(),
  parcelCount: z.number().int(),
  courierStatus: z.string().nullable(),
  /** What our parcels in the invoice come to: their collected cash less the courier's fees. */
  ourAmountIqd: z.number().int(),
  ourParcelCount: z.number().int(),
  /** amountIqd − ourAmountIqd; anything but 0 (or a parcel we do not know) is for a person. */
  differenceIqd: z.number().int(),
  /** Courier order ids the invoice lists that are none of our parcels. */
  unknownOrders: z.array(z.string()),
  mismatch: z.boolean(),
  receivedAt: z.string().nullable(),
  fetchedAt: z.string(),
});
export type CourierInvoice = z.infer<typeof courierInvoiceSchema>;
export const courierInvoicesResponseSchema = z.object({ items: z.array(courierInvoiceSchema) });

export const courierInvoicesQuerySchema = z.object({ sellerId: idSchema.optional() });

/** POST /api/seller/cash/invoices/sync — read one courier account's invoices now. */
export const syncInvoicesBodySchema = z.object({ courierAccountId: idSchema });

/** POST /api/seller/cash/invoices/{id}/received — a differing invoice needs `acceptDifference`. */
export const receiveInvoiceBodySchema = z.object({ acceptDifference: z.boolean().optional() });
export const courierInvoiceResponseSchema = z.object({ invoice: courierInvoiceSchema });

/** POST /api/seller/cash/own-settled — the own driver handed these parcels' cash in. */
export const settleOwnBodySchema = z.object({
  parcelIds: z.array(idSchema).min(1).max(200),
  note: z.string().trim().max(300).optional(),
});
export const settleOwnResponseSchema = z.object({ settled: z.number().int() });

/** GET /api/{seller,admin}/cash/handover-list — the parcels handed to one courier on one day (today by default). */
export const handoverListQuerySchema = z.object({
  day: isoDate,
  courier: cashCourierKey,
  sellerId: idSchema.optional(),
});
export type HandoverListQuery = z.infer<typeof handoverListQuerySchema>;

export const handoverListRowSchema = z.object({
  waybill: z.string().nullable(),
  orderNumber: z.number().int(),
  customerName: z.string(),
  /** A governorate code when the address has one, else the stored city text. */
  governorate: z.string(),
  area: z.string(),
  phones: z.array(z.string()),
  pieces: z.number().int(),
  cashAmountIqd: z.number().int(),
});
export type HandoverListRow = z.infer<typeof handoverListRowSchema>;

export const handoverListResponseSchema = z.object({
  day: z.string(),
  sellerName: z.string(),
  carrier: z.enum(PARCEL_CARRIERS),
  accountName: z.string(),
  rows: z.array(handoverListRowSchema),
  totalCashIqd: z.number().int(),
  totalPieces: z.number().int(),
});
export type HandoverList = z.infer<typeof handoverListResponseSchema>;
