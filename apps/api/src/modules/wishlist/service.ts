import type { WishlistItem } from '@chapkhana/shared/wishlist';
import { wishlistItemOf } from '@chapkhana/shared/wishlist-item';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import { findProduct, findProductsByIds } from '../catalogue/product-repository';
import * as wishlist from './repository';

/** The customer's wishlist, newest first, with each product as it is now. */
export async function listWishlist(db: Database, customerId: string): Promise<WishlistItem[]> {
  const rows = await wishlist.listWishlistRows(db, customerId);
  const products = new Map(
    (
      await findProductsByIds(
        db,
        rows.map((r) => r.productId),
      )
    ).map((p) => [p._id, p]),
  );
  return rows.flatMap((row) => {
    const product = products.get(row.productId);
    if (!product) return [];
    return [wishlistItemOf(row, product)];
  });
}

/**
 * Adds a product customers may see to the wishlist. Adding it again is not an error: the
 * answer names the line already there (`added: false`), so a double tap or a stale tab ends
 * with one line and no message to dismiss.
 */
export async function addToWishlist(
  db: Database,
  customerId: string,
  productIdOrSlug: string,
  now: Date,
): Promise<{ wishlistId: string; added: boolean }> {
  const product = await findProduct(db, productIdOrSlug);
  if (!product) throw notFound('product_not_found');
  // Twice at most: a line that a parallel removal took between the insert and the read is
  // simply inserted again.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const values = { customerId, productId: product._id, createdAt: now };
    const inserted = await wishlist.insertWishlistItem(db, values);
    if (inserted) return { wishlistId: inserted, added: true };
    const existing = await wishlist.findWishlistItemId(db, customerId, product._id);
    if (existing) return { wishlistId: existing, added: false };
  }
  throw conflict('wishlist_duplicate');
}

export async function removeFromWishlist(
  db: Database,
  customerId: string,
  wishlistId: string,
): Promise<void> {
  if (!(await wishlist.deleteOwnWishlistItem(db, customerId, wishlistId)))
    throw notFound('wishlist_line_not_found');
}
