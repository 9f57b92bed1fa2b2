/**
 * The production board (issue 39): every open print job line of a print house in its stage, and
 * the moves its staff make between the production stages. Where a line stands is derived once,
 * here (`jobStage`), from three facts the shop already keeps: the line's proof state (the customer
 * and the designer move it), its production stage (the board moves it, through the order
 * lifecycle table) and its part's status (the courier hand-over moves it).
 */
import { z } from './zod';
import { idSchema, namesViewSchema } from './fields';
import { fieldErrorMessage } from './field-errors';
import { IRAQ_UTC_OFFSET_MS } from './dates';
import { DELIVERY_STATUSES, type DeliveryStatus } from './orders';
import { chosenOptionSchema, PROOF_STATES, type ProofState } from './print';

/** The board's columns, in the order a job goes through them. */
export const JOB_STAGES = [
  'awaiting_artwork',
  'proof_out',
  'changes_asked',
  'approved',
  'printing',
  'finishing',
  'ready',
  'handed_over',
] as const;
export type JobStage = (typeof JOB_STAGES)[number];

/** The stages stored on the line: the ones the board moves a job between. */
export const PRODUCTION_STAGES = ['printing', 'finishing', 'ready'] as const;
export type ProductionStage = (typeof PRODUCTION_STAGES)[number];

export const isProductionStage = (stage: string): stage is ProductionStage =>
  (PRODUCTION_STAGES as readonly string[]).includes(stage);

/**
 * Where a job line stands: handed over once its part left with the courier (or was delivered),
 * else its production stage when it has one, else what its proof state says.
 */
export function jobStage(facts: {
  proofState: ProofState;
  productionStage: ProductionStage | null;
  partStatus: DeliveryStatus;
}): JobStage {
  if (facts.partStatus === 'on way' || facts.partStatus === 'delivered') return 'handed_over';
  if (facts.productionStage) return facts.productionStage;
  switch (facts.proofState) {
    case 'awaiting_artwork':
      return 'awaiting_artwork';
    case 'awaiting_proof':
    case 'awaiting_approval':
      return 'proof_out';
    case 'changes_requested':
      return 'changes_asked';
    case 'approved':
    case 'not_needed':
      return 'approved';
  }
}

/** The stages a job may be moved to by hand from `stage` (the rest follow the customer or the courier). */
export function movesFrom(stage: JobStage): ProductionStage[] {
  if (stage === 'approved') return ['printing'];
  if (isProductionStage(stage)) return PRODUCTION_STAGES.filter((s) => s !== stage);
  return [];
}

/** The Iraq day (`YYYY-MM-DD`) of `now`. */
export const iraqDay = (now: Date): string =>
  new Date(now.getTime() + IRAQ_UTC_OFFSET_MS).toISOString().slice(0, 10);

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How a job stands against its due day: `late` (by `daysLate` calendar days), `today`, `later`,
 * or `none` without a due day. A job ready or handed over is never late: the print house kept
 * its word.
 */
export function dueness(
  dueDate: string | null,
  today: string,
  stage: JobStage,
): { due: 'late' | 'today' | 'later' | 'none'; daysLate: number } {
  if (!dueDate) return { due: 'none', daysLate: 0 };
  if (dueDate === today) return { due: 'today', daysLate: 0 };
  if (dueDate > today) return { due: 'later', daysLate: 0 };
  if (stage === 'ready' || stage === 'handed_over') return { due: 'later', daysLate: 0 };
  const days = Math.round((Date.parse(today) - Date.parse(dueDate)) / DAY_MS);
  return { due: 'late', daysLate: days };
}

/** A job waits for its customer while it lacks their artwork or their answer to a proof. */
export const WAITING_FOR_CUSTOMER: readonly ProofState[] = [
  'awaiting_artwork',
  'awaiting_approval',
];
/** The board's "waiting for the customer" filter: longer than this. */
export const LONG_WAIT_HOURS = 24;

export const BOARD_FILTERS = ['due_today', 'late', 'waiting'] as const;
export type BoardFilter = (typeof BOARD_FILTERS)[number];

/** GET /api/seller/production/board and GET /api/admin/production/board */
export const boardQuerySchema = z.object({
  filter: z
    .enum(BOARD_FILTERS, {
      error: fieldErrorMessage('invalid_choice', { choices: BOARD_FILTERS.join(', ') }),
    })
    .optional(),
});
export type BoardQuery = z.infer<typeof boardQuerySchema>;

/** The admin's board: one print house's (or every one's without `sellerId`). */
export const adminBoardQuerySchema = boardQuerySchema.extend({ sellerId: idSchema.optional() });
export type AdminBoardQuery = z.infer<typeof adminBoardQuerySchema>;

export const boardJobSchema = z.object({
  orderLineId: z.string(),
  orderId: z.string(),
  orderNumber: z.number().int(),
  sellerOrderId: z.string(),
  seller: z.object({ _id: z.string(), ...namesViewSchema.shape }),
  customerName: z.string(),
  product: namesViewSchema,
  options: z.array(chosenOptionSchema),
  quantity: z.number().int(),
  /** `YYYY-MM-DD` in Iraq time; null while no proof is approved or no turnaround is chosen. */
  dueDate: z.string().nullable(),
  due: z.enum(['late', 'today', 'later', 'none']),
  daysLate: z.number().int(),
  proofState: z.enum(PROOF_STATES),
  stage: z.enum(JOB_STAGES),
  /** The stages a board move may take it to now (empty: it follows the customer or the courier). */
  moves: z.array(z.enum(PRODUCTION_STAGES)),
  partStatus: z.enum(DELIVERY_STATUSES),
  /** Since when it waits for the customer (artwork or an answer); null when it does not. */
  waitingSince: z.string().nullable(),
  /** When it entered its production stage; null before production. */
  stageSince: z.string().nullable(),
  /** How many print lines its parcel has, and how many of them are ready or handed over. */
  parcel: z.object({ lines: z.number().int(), ready: z.number().int() }),
});
export type BoardJob = z.infer<typeof boardJobSchema>;

export const boardResponseSchema = z.object({
  /** The Iraq day the dues were judged on. */
  today: z.string(),
  jobs: z.array(boardJobSchema),
  /** More open jobs than one board shows: the oldest orders are shown first. */
  truncated: z.boolean(),
});
export type BoardResponse = z.infer<typeof boardResponseSchema>;

/** The most job lines one board answer carries. */
export const MAX_BOARD_JOBS = 500;

/**
 * POST /api/seller/production/lines/{lineId}/move: `from` is the stage the mover saw; when the
 * job has moved since (someone else moved it), 409 `job_stage_changed` names where it is now.
 */
export const moveJobBodySchema = z.object({
  from: z.enum(JOB_STAGES, {
    error: fieldErrorMessage('invalid_choice', { choices: 'a stage of the board' }),
  }),
  to: z.enum(JOB_STAGES, {
    error: fieldErrorMessage('invalid_choice', { choices: 'a stage of the board' }),
  }),
});
export type MoveJobBody = z.infer<typeof moveJobBodySchema>;
export const moveJobResponseSchema = z.object({ job: boardJobSchema });
