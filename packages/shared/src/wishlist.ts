// The customer's wishlist.
import { z } from './zod';
import { idSchema } from './fields';

/** POST /api/home/product/add-to-wishlist — the server reads only the ids. */
export const addToWishlistBodySchema = z.object({
  userId: idSchema,
  productId: idSchema,
  name: z.string().optional(),
  price: z.unknown().optional(),
  image: z.string().optional(),
  discount: z.unknown().optional(),
  rating: z.unknown().optional(),
  slug: z.string().optional(),
});

/**
 * The add's answer: 201 with `added: true` for a new line, 200 with `added: false` when the
 * product was already saved (a second tap, a stale tab); either way the line's id, so the
 * customer can remove it again.
 */
export const addToWishlistResponseSchema = z.object({
  message: z.string(),
  wishlistId: z.string(),
  added: z.boolean(),
});
export type AddToWishlistResponse = z.infer<typeof addToWishlistResponseSchema>;

export const wishlistItemSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  productId: z.string(),
  name: z.string(),
  enName: z.string(),
  kuName: z.string(),
  arName: z.string(),
  price: z.string(),
  /** A print product's "from … a piece" USD (`shownBasePrice`); null otherwise. */
  printPriceFrom: z.string().nullish(),
  image: z.string(),
  discount: z.number().int(),
  rating: z.number(),
  slug: z.string(),
  stock: z.number().int(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export const wishlistResponseSchema = z.object({
  wishlists: z.array(wishlistItemSchema),
  wishlistCount: z.number().int(),
});
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;

/** DELETE /api/home/product/remove-wishlist-product/{wishlistId} */
export const removeWishlistItemResponseSchema = z.object({
  message: z.string(),
  wishlistId: z.string(),
});
export type RemoveWishlistItemResponse = z.infer<typeof removeWishlistItemResponseSchema>;
