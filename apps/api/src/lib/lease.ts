import { sql } from 'drizzle-orm';

/**
 * A lease in database time that its holder renews while it works: every server copy agrees on
 * it, and a holder that died (a killed copy) stops renewing, so what it held is free again
 * within `LEASE_MS` instead of after the longest the work could ever take.
 */
export const LEASE_MS = 6_000;
/** Renewed three times per lease: one late renewal (a slow query) does not lose it. */
const RENEW_EVERY_MS = LEASE_MS / 3;

/** `now() + LEASE_MS` in the database's clock. */
export const leaseEnd = () => sql`now() + ${LEASE_MS} * interval '1 millisecond'`;

/** Runs `work`, calling `renew` every third of a lease until it settles (a failed renewal is retried next time). */
export async function whileRenewing<T>(
  renew: () => Promise<unknown>,
  work: () => Promise<T>,
): Promise<T> {
  const timer = setInterval(() => void renew().catch(() => undefined), RENEW_EVERY_MS);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}
