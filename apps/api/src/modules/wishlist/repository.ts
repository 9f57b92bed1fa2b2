import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { wishlistItems } from '../../db/schema/index';

/** The customer's wishlist rows, newest first. */
export async function listWishlistRows(db: Database, customerId: string) {
  return db
    .select()
    .from(wishlistItems)
    .where(eq(wishlistItems.customerId, customerId))
    .orderBy(desc(wishlistItems.createdAt));
}

export async function insertWishlistItem(
  db: Database,
  values: { customerId: string; productId: string; createdAt: Date },
): Promise<void> {
  await db.insert(wishlistItems).values(values);
}

/** Removes the customer's own wishlist row; false when they have no such row. */
export async function deleteOwnWishlistItem(
  db: Database,
  customerId: string,
  wishlistId: string,
): Promise<boolean> {
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.id, wishlistId), eq(wishlistItems.customerId, customerId)))
    .returning({ id: wishlistItems.id });
  return removed.length > 0;
}
