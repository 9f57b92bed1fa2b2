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

/** Inserts the line unless the customer already has the product; its id, or null if it was there. */
export async function insertWishlistItem(
  db: Database,
  values: { customerId: string; productId: string; createdAt: Date },
): Promise<string | null> {
  const [inserted] = await db
    .insert(wishlistItems)
    .values(values)
    .onConflictDoNothing({ target: [wishlistItems.customerId, wishlistItems.productId] })
    .returning({ id: wishlistItems.id });
  return inserted?.id ?? null;
}

/** The id of the customer's line for the product, or null when it is not saved. */
export async function findWishlistItemId(
  db: Database,
  customerId: string,
  productId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: wishlistItems.id })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.customerId, customerId), eq(wishlistItems.productId, productId)));
  return row?.id ?? null;
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
