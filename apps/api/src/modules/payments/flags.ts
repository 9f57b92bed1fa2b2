/**
 * Flags for a person (issue 38, reconciliation): what the shop cannot settle by itself about an
 * online payment — paid for a cancelled order, an amount that differs, a status the provider
 * tells otherwise. One row per fact (kind and payment), however often it is seen.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { IRAQ_UTC_OFFSET_MS } from '@chapkhana/shared/dates';
import type {
  PaymentFlag,
  PaymentFlagKind,
  ReconciledMethod,
} from '@chapkhana/shared/reconciliation';
import type { Database } from '../../db/client';
import { fibPayments, orders, pagePayments, paymentFlags, staffUsers } from '../../db/schema/index';
import { conflict, notFound } from '../../lib/http-errors';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day (Iraq time, YYYY-MM-DD) an instant falls on. */
export const iraqDay = (at: Date): string =>
  new Date(at.getTime() + IRAQ_UTC_OFFSET_MS).toISOString().slice(0, 10);

/** The instants a day (Iraq time) starts and ends at (the end excluded). */
export function iraqDayBounds(day: string): { start: Date; end: Date } {
  const start = new Date(Date.parse(`${day}T00:00:00Z`) - IRAQ_UTC_OFFSET_MS);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

export interface FlagInput {
  kind: PaymentFlagKind;
  method: ReconciledMethod;
  paymentId: string;
  orderId: string;
  ours: string;
  theirs: string;
}

/** When the payment was made, for the day its flag is counted on. */
async function paymentDay(db: Database, method: ReconciledMethod, paymentId: string) {
  const table = method === 'fib' ? fibPayments : pagePayments;
  const [row] = await db
    .select({ createdAt: table.createdAt })
    .from(table)
    .where(eq(table.id, paymentId));
  return row?.createdAt;
}

/**
 * Records a fact a person must look at; the same fact again (same kind and payment) changes
 * nothing, resolved or not. True when this call recorded it.
 */
export async function flagPayment(db: Database, flag: FlagInput, now: Date): Promise<boolean> {
  const madeAt = await paymentDay(db, flag.method, flag.paymentId);
  const inserted = await db
    .insert(paymentFlags)
    .values({ ...flag, day: iraqDay(madeAt ?? now), createdAt: now })
    .onConflictDoNothing()
    .returning({ id: paymentFlags.id });
  return inserted.length > 0;
}

/** Flags a fact and logs it, for the places that only logged it before; never throws. */
export async function flagAndLog(
  context: {
    db: Database;
    now: () => Date;
    log?: { error: (details: object, message: string) => void };
  },
  flag: FlagInput,
  message: string,
): Promise<void> {
  context.log?.error({ ...flag }, message);
  try {
    await flagPayment(context.db, flag, context.now());
  } catch (error) {
    context.log?.error({ err: error, ...flag }, 'recording a payment flag failed');
  }
}

const flagColumns = {
  row: paymentFlags,
  orderNumber: orders.orderNumber,
  resolverName: staffUsers.name,
};

type FlagRow = typeof paymentFlags.$inferSelect & {
  orderNumber: number;
  resolverName: string | null;
};

const flagView = (flag: FlagRow): PaymentFlag => ({
  _id: flag.id,
  kind: flag.kind,
  method: flag.method as ReconciledMethod,
  paymentId: flag.paymentId,
  orderId: flag.orderId,
  orderNumber: flag.orderNumber,
  day: flag.day,
  ours: flag.ours,
  theirs: flag.theirs,
  createdAt: flag.createdAt.toISOString(),
  resolvedAt: flag.resolvedAt?.toISOString() ?? null,
  resolvedBy: flag.resolverName,
  note: flag.note,
});

async function selectFlags(db: Database, where: ReturnType<typeof eq> | undefined, limit: number) {
  const rows = await db
    .select(flagColumns)
    .from(paymentFlags)
    .innerJoin(orders, eq(orders.id, paymentFlags.orderId))
    .leftJoin(staffUsers, eq(staffUsers.id, paymentFlags.resolvedBy))
    .where(where)
    .orderBy(asc(paymentFlags.day), asc(paymentFlags.createdAt))
    .limit(limit);
  return rows.map(({ row, orderNumber, resolverName }) =>
    flagView({ ...row, orderNumber, resolverName }),
  );
}

const OPEN_FLAGS_SHOWN = 200;

/** The flags no one has resolved yet, oldest day first. */
export const openFlags = (db: Database) =>
  selectFlags(db, isNull(paymentFlags.resolvedAt), OPEN_FLAGS_SHOWN);

/**
 * A person resolves a flag with a note. The same person again gets it back unchanged; someone
 * else finds it resolved (409, with who did).
 */
export async function resolveFlag(
  db: Database,
  input: { flagId: string; staffId: string; note: string; now: Date },
): Promise<PaymentFlag> {
  await db
    .update(paymentFlags)
    .set({ resolvedAt: input.now, resolvedBy: input.staffId, note: input.note })
    .where(and(eq(paymentFlags.id, input.flagId), isNull(paymentFlags.resolvedAt)));
  const [flag] = await selectFlags(db, eq(paymentFlags.id, input.flagId), 1);
  if (!flag) throw notFound('payment_flag_not_found');
  const [row] = await db
    .select({ resolvedBy: paymentFlags.resolvedBy })
    .from(paymentFlags)
    .where(eq(paymentFlags.id, input.flagId));
  if (row?.resolvedBy !== input.staffId) {
    throw conflict('payment_flag_resolved', { name: flag.resolvedBy ?? '—' });
  }
  return flag;
}
