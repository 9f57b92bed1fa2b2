import type { WishlistItem, WishlistResponse } from '@chapkhana/shared/wishlist';

/** Puts the line first in a cached wishlist (newest first) unless it is there already. */
export function addWishlistLine(wishlist: WishlistResponse, line: WishlistItem): void {
  if (wishlist.wishlists.some((item) => item._id === line._id)) return;
  wishlist.wishlists.unshift(line);
  wishlist.wishlistCount = wishlist.wishlists.length;
}

/** Takes the line out of a cached wishlist, if it is there. */
export function dropWishlistLine(wishlist: WishlistResponse, wishlistId: string): void {
  wishlist.wishlists = wishlist.wishlists.filter((item) => item._id !== wishlistId);
  wishlist.wishlistCount = wishlist.wishlists.length;
}
