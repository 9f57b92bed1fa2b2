import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../../db/client';
import { conflict, httpError } from '../../lib/http-errors';
import { LEASE_MS, whileRenewing } from '../../lib/lease';
import * as repo from './repository';

export type { IdempotentRequest } from './repository';

/** How long a repeat waits for the first attempt: past a lease, so a dead first is taken over. */
const WAIT_MS = LEASE_MS * 2.5;
const POLL_MS = 50;
/** How long answers are kept (the sweeper forgets older ones). */
export const KEEP_ANSWERS_MS = 24 * 60 * 60 * 1000;
/**
 * How many answers a customer keeps at most: a client retries its last few writes within
 * minutes, so the oldest beyond these are forgotten as new keys come (each key is a row).
 */
export const KEEP_ANSWERS_PER_CUSTOMER = 100;

class LostTheKey extends Error {}

/**
 * Runs a customer's write once per Idempotency-Key and answers every repeat with the first answer
 * (the one home of idempotency: placing an order, cart writes, choosing how to pay). A repeat
 * that arrives while the first runs waits for its answer; one with the key of another request
 * (another route or body) is refused with 422 `idempotency_key_reused`. Without a key the write
 * simply runs.
 *
 * `atomic` writes (database only) run in one transaction with the keeping of their answer, so a
 * copy killed half-way leaves neither, and the repeat runs the write afresh. Other writes (the
 * payment choice talks to FIB) keep their answer after the write; such a write must be safe to
 * run again with the same outcome, for the rare copy killed between the two.
 *
 * Refusals and failures are not kept: the write did nothing, and a repeat runs it again against
 * the shop as it is then.
 */
export async function idempotently<T>(
  db: Database,
  request: repo.IdempotentRequest | undefined,
  work: (db: Database) => Promise<T>,
  options: { atomic: boolean } = { atomic: true },
): Promise<T> {
  if (!request) return work(db);
  const holderId = randomUUID();
  const deadline = Date.now() + WAIT_MS;
  while (!(await repo.holdRequest(db, request, holderId))) {
    const first = await repo.findRequest(db, request);
    if (first) {
      if (first.fingerprint !== request.fingerprint) throw httpError(422, 'idempotency_key_reused');
      if (first.answer !== null) return first.answer as T;
    }
    if (Date.now() >= deadline) throw conflict('request_in_progress');
    await sleep(POLL_MS);
  }
  await repo.forgetAllButNewest(db, request.customerId, KEEP_ANSWERS_PER_CUSTOMER);
  try {
    return await whileRenewing(
      () => repo.renewRequest(db, request, holderId),
      options.atomic
        ? () =>
            db.transaction(async (tx) => {
              const answer = await work(tx);
              if (!(await repo.keepAnswer(tx, request, holderId, answer))) throw new LostTheKey();
              return answer;
            })
        : async () => {
            const answer = await work(db);
            await repo.keepAnswer(db, request, holderId, answer);
            return answer;
          },
    );
  } catch (error) {
    await repo.dropRequest(db, request, holderId).catch(() => undefined);
    if (!(error instanceof LostTheKey)) throw error;
    // This attempt stalled past its lease and another took the key over: its answer stands.
    const first = await repo.findRequest(db, request);
    if (first?.answer != null) return first.answer as T;
    throw conflict('request_in_progress');
  }
}
