import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { addresses } from '../../db/schema/index';

/**
 * Saves an address and keeps only the customer's `keep` newest: the older ones go first, in the
 * same transaction, so the new one is never the one dropped (two saved in the same millisecond
 * tie on the time).
 */
export async function insertAddress(
  db: Database,
  values: Omit<typeof addresses.$inferInsert, 'id'>,
  keep: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const kept = tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.customerId, values.customerId))
      .orderBy(desc(addresses.createdAt), desc(addresses.id))
      .limit(keep - 1);
    await tx
      .delete(addresses)
      .where(and(eq(addresses.customerId, values.customerId), notInArray(addresses.id, kept)));
    await tx.insert(addresses).values(values);
  });
}

/** The customer's newest saved addresses, in the wire shape. */
export async function listAddresses(db: Database, customerId: string, limit: number) {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .limit(limit);
  return rows.map((row) => ({
    _id: row.id,
    userId: row.customerId,
    place: row.place,
    name: row.name,
    address: row.address,
    phone: row.phone,
    city: row.city,
    createdAt: row.createdAt.toISOString(),
  }));
}
