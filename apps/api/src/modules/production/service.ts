/**
 * The production board (issue 39): every open print job line of a print house in its stage, and
 * the moves between production stages, which go through the order lifecycle table like every
 * other move of an order (orders/lifecycle.ts, `move-job`).
 */
import {
  dueness,
  iraqDay,
  jobStage,
  MAX_BOARD_JOBS,
  movesFrom,
  WAITING_FOR_CUSTOMER,
  type BoardFilter,
  type BoardJob,
  type BoardResponse,
  type JobStage,
} from '@chapkhana/shared/production';
import type { OrderStatusUpdate } from '@chapkhana/shared/realtime';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { transition } from '../orders/lifecycle';
import { schedulesOf, type LineSchedule } from '../calendar/service';
import * as repo from './repository';

/** Since when the job waits for its customer: their artwork since the order, their answer since the proof. */
function waitingSince(row: repo.BoardRow): Date | null {
  if (!WAITING_FOR_CUSTOMER.includes(row.line.proofState)) return null;
  if (row.line.proofState === 'awaiting_approval') return row.proofSentAt ?? row.placedAt;
  return row.placedAt;
}

/**
 * One row as the board shows it, its dues judged on `today` (Iraq day): the due day in the
 * print house's calendar (calendar/service.ts), or the day promised while it has not started.
 */
function boardJob(row: repo.BoardRow, schedule: LineSchedule | undefined, today: string): BoardJob {
  const { line } = row;
  const stage = jobStage({
    proofState: line.proofState,
    productionStage: line.productionStage,
    partStatus: row.partStatus,
  });
  const dueDate = schedule?.dueDate ?? schedule?.promisedReadyDate ?? null;
  const waiting = waitingSince(row);
  return {
    orderLineId: line.id,
    orderId: line.orderId,
    orderNumber: row.orderNumber,
    sellerOrderId: line.sellerOrderId,
    seller: {
      _id: row.sellerId,
      enName: row.shopNameEn,
      kuName: row.shopNameKu,
      arName: row.shopNameAr,
    },
    customerName: row.customerName,
    product: {
      enName: line.product.enName,
      kuName: line.product.kuName,
      arName: line.product.arName,
    },
    options: line.print?.options ?? [],
    quantity: line.quantity,
    dueDate,
    ...dueness(dueDate, today, stage),
    proofState: line.proofState,
    stage,
    moves: movesFrom(stage),
    partStatus: row.partStatus,
    waitingSince: waiting?.toISOString() ?? null,
    stageSince: line.productionStageAt?.toISOString() ?? null,
    parcel: { lines: row.parcelLines, ready: row.parcelReady },
  };
}

/**
 * What the calendar decides of a filter the SQL has narrowed (repository.ts `filterWhere`): the
 * due day is the calendar's. Waiting for the customer is decided in SQL alone.
 */
const FILTERS: Record<BoardFilter, (job: BoardJob) => boolean> = {
  due_today: (job) => job.due === 'today' && job.stage !== 'handed_over',
  late: (job) => job.due === 'late',
  waiting: () => true,
};

/** The rows as the board shows them, with their schedules (three queries whatever the count). */
async function boardJobs(db: Database, rows: repo.BoardRow[], now: Date): Promise<BoardJob[]> {
  const schedules = await schedulesOf(
    db,
    rows.map((row) => row.line),
    now,
  );
  const today = iraqDay(now);
  return rows.map((row) => boardJob(row, schedules.get(row.line.id), today));
}

/**
 * The board of one print house (or of every one, for the admin without `sellerId`): the open lines
 * in one query (at most MAX_BOARD_JOBS, a print house's open work), a filter applied in it; the
 * due days come from the working-day calendar, so "due today" and "late" end here.
 */
export async function board(
  db: Database,
  input: { sellerId?: string | undefined; filter?: BoardFilter | undefined; now: Date },
): Promise<BoardResponse> {
  const rows = await repo.boardRows(db, input, MAX_BOARD_JOBS + 1);
  const jobs = await boardJobs(db, rows.slice(0, MAX_BOARD_JOBS), input.now);
  const { filter } = input;
  return {
    today: iraqDay(input.now),
    jobs: filter ? jobs.filter(FILTERS[filter]) : jobs,
    truncated: rows.length > MAX_BOARD_JOBS,
  };
}

/** What a move changed, for the answer and for the consoles and pages to be told. */
export interface JobMove {
  job: BoardJob;
  orderId: string;
  sellerOrderId: string;
  sellerId: string;
  customerId: string;
  /** The order's status changed (its first job went to printing and it was the last part waiting). */
  update: OrderStatusUpdate | undefined;
}

/**
 * Moves the seller's own job line from the stage its mover saw to another (lifecycle.ts decides;
 * a refusal is a 409 with its code). Another print house's line, or none, is 404.
 */
export async function moveJob(
  db: Database,
  input: {
    sellerId: string;
    lineId: string;
    from: JobStage;
    to: JobStage;
    now: Date;
    /** The member who moved it, for the order's history. */
    staffUserId?: string;
  },
): Promise<JobMove> {
  const found = await repo.findJob(db, input.lineId);
  if (!found || found.sellerId !== input.sellerId) throw notFound('print_line_not_found');
  const { update } = await transition(db, {
    orderId: found.orderId,
    actor: 'seller',
    actorId: input.staffUserId,
    action: {
      kind: 'move-job',
      partId: found.sellerOrderId,
      lineId: found.id,
      from: input.from,
      to: input.to,
    },
    now: input.now,
  });
  const row = await repo.boardRowOf(db, found.id);
  const [job] = row ? await boardJobs(db, [row], input.now) : [];
  if (!job) throw notFound('print_line_not_found');
  return {
    job,
    orderId: found.orderId,
    sellerOrderId: found.sellerOrderId,
    sellerId: found.sellerId,
    customerId: found.customerId,
    update,
  };
}
