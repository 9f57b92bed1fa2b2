import { discountedUnitPrice, formatPrice } from '@chapkhana/shared/pricing';

/** What a product card or page shows for a price, in IQD at the server's rate. */
export interface PriceDisplay {
  /** Discounted unit price, two decimals, US format ("16,506.00"). */
  current: string;
  /** The undiscounted price, struck through; null without a discount. */
  original: string | null;
  /** Whole percent for the "-N%" badge; null without a discount. */
  discountPercent: number | null;
}

/**
 * A product's unit price in IQD (docs/storefront.md §9): `price` in USD, `rate` IQD per USD, `discount` in
 * whole percent; exact. The one figure the page shows and its structured data and preview state.
 */
export function productUnitPrice(
  price: string,
  discount: number,
  rate: string,
): ReturnType<typeof discountedUnitPrice> {
  return discountedUnitPrice(price, rate, discount);
}

/** Prices a product for display, in exact decimal arithmetic via the shared pricing module. */
export function productPriceDisplay(price: string, discount: number, rate: string): PriceDisplay {
  const hasDiscount = discount > 0;
  return {
    current: formatPrice(productUnitPrice(price, discount, rate)),
    original: hasDiscount ? formatPrice(productUnitPrice(price, 0, rate)) : null,
    discountPercent: hasDiscount ? discount : null,
  };
}
