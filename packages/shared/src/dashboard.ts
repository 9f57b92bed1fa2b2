import { dateRange, idSchema, namesViewSchema } from './fields';
import { LANGUAGES } from './languages';
import { PARCEL_CARRIERS } from './parcels';
import { z } from './zod';

// The console's dashboard (issue 39): a print house's (or, for the admin, every print house's)
// figures at a glance. Two kinds of figure, kept apart on the screen and in docs/design.md:
// - over the chosen days (Iraq time, both included): orders and sales per day, best sellers;
// - as things stand now, whatever the days: jobs due today and late, proofs waiting, the cash
//   couriers still carry.
// Every amount is an exact IQD decimal string ("125000.00"), summed by the database (numeric).

/** The longest range one request may read (a leap year). */
export const DASHBOARD_MAX_DAYS = 366;
/** Days shown when no range is given: the last 30, today included. */
export const DASHBOARD_DEFAULT_DAYS = 30;
/** How many best sellers each list shows. */
export const DASHBOARD_TOP = 10;
/** How many of the due-today and late jobs are listed by name (their counts are exact). */
export const DASHBOARD_JOB_LINES = 20;

/** GET /api/{seller,admin}/dashboard — `sellerId` is the admin's filter (a seller's is ignored). */
export const dashboardQuerySchema = z.object({ ...dateRange, sellerId: idSchema.optional() });
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** GET …/dashboard/csv — the same figures as a spreadsheet, its headers in `lng`. */
export const dashboardCsvQuerySchema = dashboardQuerySchema.extend({
  lng: z.enum(LANGUAGES).optional(),
});
export type DashboardCsvQuery = z.infer<typeof dashboardCsvQuerySchema>;

const amount = z.string();

/**
 * One Iraq day: the orders placed that day (for a seller, its parts of them) and their sales.
 * - `orders`: placed and not cancelled;
 * - `sales`: what those orders (parts) charge — subtotal − discount + delivery, as the customer
 *   was shown — whether paid yet or not;
 * - `paid`: of `sales`, what is already in: paid online in full, or cash collected at the door,
 *   or else the advance paid online;
 * - `cancelled`: placed that day and cancelled since (in neither figure above).
 */
export const dashboardDaySchema = z.object({
  day: z.string(),
  orders: z.number().int(),
  sales: amount,
  paid: amount,
  cancelled: z.number().int(),
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const dashboardTotalsSchema = dashboardDaySchema.omit({ day: true });
export type DashboardTotals = z.infer<typeof dashboardTotalsSchema>;

/** A print job due today or late, by name (the counts are `jobs.dueToday` and `jobs.late`). */
export const dashboardJobSchema = z.object({
  orderLineId: z.string(),
  orderId: z.string(),
  sellerOrderId: z.string(),
  orderNumber: z.number().int(),
  sellerName: z.string(),
  product: namesViewSchema,
  quantity: z.number().int(),
  dueDate: z.string(),
  late: z.boolean(),
});
export type DashboardJob = z.infer<typeof dashboardJobSchema>;

/** A best-selling product: pieces ordered and what they sold for (lines of parts not cancelled). */
export const bestProductSchema = z.object({
  productId: z.string().nullable(),
  names: namesViewSchema,
  quantity: z.number().int(),
  amount,
});
export type BestProduct = z.infer<typeof bestProductSchema>;

/** A best-selling print option (one value of one option group), over the lines that chose it. */
export const bestOptionSchema = z.object({
  groupId: z.string(),
  valueId: z.string(),
  group: namesViewSchema,
  value: namesViewSchema,
  quantity: z.number().int(),
  amount,
});
export type BestOption = z.infer<typeof bestOptionSchema>;

/** Cash a courier (or the print house's own driver) is out with and has not collected yet. */
export const dashboardCashSchema = z.object({
  sellerId: z.string(),
  sellerName: z.string(),
  /** The courier account's id, or `own`. */
  courier: z.string(),
  carrier: z.enum(PARCEL_CARRIERS),
  accountName: z.string(),
  parts: z.number().int(),
  amount,
});
export type DashboardCash = z.infer<typeof dashboardCashSchema>;

/**
 * The dashboard's answer. `days`, `totals`, `cash` and `best` are the shop's money: null for a
 * member whose role may not see it (`money` in shop-roles.ts: the owner's, and the admin's);
 * the jobs and proofs are everyone's (docs/decisions.md, "Who sees the dashboard").
 */
export const dashboardResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Today in Iraq: what "due today" and "late" are counted against. */
  today: z.string(),
  /** Every day of the range, oldest first, with zeros on days without orders. */
  days: z.array(dashboardDaySchema).nullable(),
  totals: dashboardTotalsSchema.nullable(),
  jobs: z.object({
    dueToday: z.number().int(),
    late: z.number().int(),
    /** Late first (oldest due first), then due today; at most `DASHBOARD_JOB_LINES`. */
    lines: z.array(dashboardJobSchema),
  }),
  proofs: z.object({
    /** A proof is out and the customer has not answered. */
    awaitingApproval: z.number().int(),
    /** The shop's turn: the artwork is in (or changes were asked) and no new proof is out. */
    awaitingProof: z.number().int(),
    /** The customer's turn to send artwork. */
    awaitingArtwork: z.number().int(),
  }),
  cash: z.object({ couriers: z.array(dashboardCashSchema), total: amount }).nullable(),
  best: z
    .object({
      productsByQuantity: z.array(bestProductSchema),
      productsByAmount: z.array(bestProductSchema),
      optionsByQuantity: z.array(bestOptionSchema),
      optionsByAmount: z.array(bestOptionSchema),
    })
    .nullable(),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
/** The whole dashboard, money included: what the owner and the admin read, and the CSV holds. */
export type DashboardFigures = {
  [K in keyof DashboardResponse]: NonNullable<DashboardResponse[K]>;
};
