import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { ShippingInfo } from '@chapkhana/shared/addresses';
import type { Database } from '../../db/client';
import { addresses } from '../../db/schema/index';

type AddressRow = typeof addresses.$inferSelect;

/**
 * Saves an address and keeps only the customer's `keep` newest: the older ones go first, in the
 * same transaction, so the new one is never the one dropped (two saved in the same millisecond
 * tie on the time). `replaces` is one of the customer's own addresses this one completes: it
 * goes in the same transaction; false when the customer has no such address (nothing is saved).
 */
export async function insertAddress(
  db: Database,
  values: { customerId: string; createdAt: Date; replaces?: string | undefined } & ShippingInfo,
  keep: number,
): Promise<boolean> {
  const { replaces, ...row } = values;
  return db.transaction(async (tx) => {
    if (replaces !== undefined) {
      const removed = await tx
        .delete(addresses)
        .where(and(eq(addresses.id, replaces), eq(addresses.customerId, row.customerId)))
        .returning({ id: addresses.id });
      if (removed.length === 0) return false;
    }
    const kept = tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.customerId, row.customerId))
      .orderBy(desc(addresses.createdAt), desc(addresses.id))
      .limit(keep - 1);
    await tx
      .delete(addresses)
      .where(and(eq(addresses.customerId, row.customerId), notInArray(addresses.id, kept)));
    await tx.insert(addresses).values({ ...row, needsCompletion: false });
    return true;
  });
}

function addressView(row: AddressRow) {
  return {
    _id: row.id,
    userId: row.customerId,
    place: row.place,
    name: row.name,
    governorate: row.governorate,
    district: row.district,
    area: row.area,
    address: row.address,
    landmark: row.landmark,
    phone: row.phone,
    phone2: row.phone2,
    city: row.city,
    needsCompletion: row.needsCompletion,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The customer's newest saved addresses, in the wire shape. */
export async function listAddresses(db: Database, customerId: string, limit: number) {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .limit(limit);
  return rows.map(addressView);
}

/** One of the customer's own saved addresses (another customer's id reads as none). */
export async function ownAddress(db: Database, customerId: string, addressId: string) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)));
  return row ? addressView(row) : undefined;
}
