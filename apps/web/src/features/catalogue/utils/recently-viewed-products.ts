import { toCardProduct, type CardProduct } from './card-product';
import { storedRecentlyViewed } from './recently-viewed';

const TEXT_FIELDS = ['_id', 'slug', 'enName', 'kuName', 'arName', 'productCode', 'price'] as const;

/**
 * Whether a stored entry's product has a product card's fields, as the contract types them
 * (productSummarySchema). Checked by hand: the contract's zod and every catalogue schema,
 * evaluated for this one check, were a task of 155 ms at 4x CPU on every product page.
 */
function isCardProduct(value: unknown): value is CardProduct {
  if (typeof value !== 'object' || value === null) return false;
  const product = value as Record<string, unknown>;
  return (
    TEXT_FIELDS.every((field) => typeof product[field] === 'string') &&
    Number.isInteger(product.discount) &&
    Number.isFinite(product.rating) &&
    Array.isArray(product.images) &&
    product.images.every((image) => typeof image === 'string')
  );
}

/**
 * The products to show from the stored list's raw JSON, newest first. An entry whose product is
 * not a card's (an older format, a hand-edited value) is skipped, so a bad value never breaks
 * the product page.
 */
export function recentlyViewedProducts(raw: string | null): CardProduct[] {
  const products: CardProduct[] = [];
  for (const entry of storedRecentlyViewed(raw)) {
    if (isCardProduct(entry.product)) products.push(toCardProduct(entry.product));
  }
  return products;
}
