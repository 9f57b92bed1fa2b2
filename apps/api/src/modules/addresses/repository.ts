import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { addresses } from '../../db/schema/index';

export async function insertAddress(
  db: Database,
  values: Omit<typeof addresses.$inferInsert, 'id'>,
): Promise<void> {
  await db.insert(addresses).values(values);
}

/** The customer's newest saved addresses, in the wire shape. */
export async function listAddresses(db: Database, customerId: string, limit: number) {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(desc(addresses.createdAt))
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
