import { productSummarySchema } from '@chapkhana/shared/catalogue';
import type { CardProduct } from './card-product';
import { storedRecentlyViewed } from './recently-viewed';

/** What a stored entry's product must be to be shown: a product card's fields. */
const cardProductSchema = productSummarySchema.pick({
  _id: true,
  slug: true,
  enName: true,
  kuName: true,
  arName: true,
  productCode: true,
  price: true,
  discount: true,
  rating: true,
  images: true,
});

/**
 * The products to show from the stored list's raw JSON, newest first. An entry whose product is
 * not a card's (an older format, a hand-edited value) is skipped, so a bad value never breaks
 * the product page. Loaded with the list, after the page (it brings the contract's zod).
 */
export function recentlyViewedProducts(raw: string | null): CardProduct[] {
  const products: CardProduct[] = [];
  for (const entry of storedRecentlyViewed(raw)) {
    const parsed = cardProductSchema.safeParse(entry.product);
    if (parsed.success) products.push(parsed.data);
  }
  return products;
}
