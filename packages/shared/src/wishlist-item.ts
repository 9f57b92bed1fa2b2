// A wishlist line from its row and product: the server builds its answers with it, and the
// storefront its optimistic line, without loading the wishlist's schemas (wishlist.ts).
import type { ProductSummary } from './catalogue';
import type { WishlistItem } from './wishlist';

/** A wishlist line as get-wishlist-products lists it: the line's ids and the product as it is now. */
export function wishlistItemOf(
  line: { id: string; customerId: string },
  product: ProductSummary,
): WishlistItem {
  return {
    _id: line.id,
    userId: line.customerId,
    productId: product._id,
    name: product.enName,
    enName: product.enName,
    kuName: product.kuName,
    arName: product.arName,
    price: product.price,
    printPriceFrom: product.printPriceFrom ?? null,
    image: product.images[0] ?? '',
    discount: product.discount,
    rating: product.rating,
    slug: product.slug,
    stock: product.stock,
  };
}
