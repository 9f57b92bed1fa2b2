import { and, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idempotentRequests } from '../../db/schema/index';
import { leaseEnd } from '../../lib/lease';

/** One write of one customer, named by the key the client sent and what it asked for. */
export interface IdempotentRequest {
  customerId: string;
  key: string;
  fingerprint: string;
}

export type IdempotentRow = typeof idempotentRequests.$inferSelect;

const sameRequest = (request: IdempotentRequest) =>
  and(
    eq(idempotentRequests.customerId, request.customerId),
    eq(idempotentRequests.key, request.key),
  );

/**
 * Takes the key for `holderId`: a new key, or one whose last holder stopped renewing without an
 * answer (it died). Concurrent first attempts meet on the primary key: one inserts, the others
 * wait for it and then find it held. True when `holderId` has it.
 */
export async function holdRequest(
  db: Database,
  request: IdempotentRequest,
  holderId: string,
): Promise<boolean> {
  const held = await db
    .insert(idempotentRequests)
    .values({ ...request, holderId, lockedUntil: leaseEnd() })
    .onConflictDoUpdate({
      target: [idempotentRequests.customerId, idempotentRequests.key],
      set: { holderId, lockedUntil: leaseEnd() },
      setWhere: and(
        isNull(idempotentRequests.answer),
        eq(idempotentRequests.fingerprint, request.fingerprint),
        lt(idempotentRequests.lockedUntil, sql`now()`),
      ),
    })
    .returning({ holderId: idempotentRequests.holderId });
  return held[0]?.holderId === holderId;
}

export async function findRequest(
  db: Database,
  request: IdempotentRequest,
): Promise<IdempotentRow | undefined> {
  const [row] = await db.select().from(idempotentRequests).where(sameRequest(request));
  return row;
}

/** Extends the holder's lease while its write runs. */
export async function renewRequest(db: Database, request: IdempotentRequest, holderId: string) {
  await db
    .update(idempotentRequests)
    .set({ lockedUntil: leaseEnd() })
    .where(and(sameRequest(request), eq(idempotentRequests.holderId, holderId)));
}

/**
 * Keeps the first answer; false when `holderId` no longer holds the key (it was presumed dead and
 * another attempt took over), so the caller must not let its write stand.
 */
export async function keepAnswer(
  db: Database,
  request: IdempotentRequest,
  holderId: string,
  answer: unknown,
): Promise<boolean> {
  const kept = await db
    .update(idempotentRequests)
    .set({ answer, holderId: null, lockedUntil: null })
    .where(
      and(
        sameRequest(request),
        eq(idempotentRequests.holderId, holderId),
        isNull(idempotentRequests.answer),
      ),
    )
    .returning({ key: idempotentRequests.key });
  return kept.length > 0;
}

/** Lets the key go after a write that did nothing (refused or failed): it may be sent again. */
export async function dropRequest(db: Database, request: IdempotentRequest, holderId: string) {
  await db
    .delete(idempotentRequests)
    .where(
      and(
        sameRequest(request),
        eq(idempotentRequests.holderId, holderId),
        isNull(idempotentRequests.answer),
      ),
    );
}

/**
 * Forgets the customer's answered requests but the `keep` newest (requests still running stay):
 * a customer sending a new key with every write keeps a bounded number of rows.
 */
export async function forgetAllButNewest(db: Database, customerId: string, keep: number) {
  const older = db
    .select({ key: idempotentRequests.key })
    .from(idempotentRequests)
    .where(eq(idempotentRequests.customerId, customerId))
    .orderBy(desc(idempotentRequests.createdAt), desc(idempotentRequests.key))
    .offset(keep);
  await db
    .delete(idempotentRequests)
    .where(
      and(
        eq(idempotentRequests.customerId, customerId),
        isNotNull(idempotentRequests.answer),
        inArray(idempotentRequests.key, older),
      ),
    );
}

/** Forgets answers older than `before`: a client retries within minutes, not days. */
export async function forgetRequestsBefore(db: Database, before: Date): Promise<number> {
  const gone = await db
    .delete(idempotentRequests)
    .where(lt(idempotentRequests.createdAt, before))
    .returning({ key: idempotentRequests.key });
  return gone.length;
}
