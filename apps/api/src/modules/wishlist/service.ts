import type { WishlistItem } from '@chapkhana/shared/wishlist';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
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
    return [
      {
        _id: row.id,
        userId: row.customerId,
        productId: product._id,
        name: product.enName,
        enName: product.enName,
        kuName: product.kuName,
        arName: product.arName,
        price: product.price,
        image: product.images[0] ?? '',
        discount: product.discount,
        rating: product.rating,
        slug: product.slug,
        stock: product.stock,
      },
    ];
  });
}

/** Adds a product customers may see to the wishlist; twice is refused (409). */
export async function addToWishlist(
  db: Database,
  customerId: string,
  productIdOrSlug: string,
  now: Date,
): Promise<void> {
  const product = await findProduct(db, productIdOrSlug);
  if (!product) throw notFound('product_not_found');
  try {
    await wishlist.insertWishlistItem(db, { customerId, productId: product._id, createdAt: now });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('wishlist_duplicate');
    throw error;
  }
}

export async function removeFromWishlist(
  db: Database,
  customerId: string,
  wishlistId: string,
): Promise<void> {
  if (!(await wishlist.deleteOwnWishlistItem(db, customerId, wishlistId)))
    throw notFound('wishlist_line_not_found');
}
