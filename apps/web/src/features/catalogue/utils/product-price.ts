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
 * Prices a product for display (spec §9): `price` in USD, `rate` IQD per USD, `discount` in
 * whole percent. Exact decimal arithmetic throughout, via the shared pricing module.
 */
export function productPriceDisplay(price: string, discount: number, rate: string): PriceDisplay {
  const hasDiscount = discount > 0;
  return {
    current: formatPrice(discountedUnitPrice(price, rate, discount)),
    original: hasDiscount ? formatPrice(discountedUnitPrice(price, rate, 0)) : null,
    discountPercent: hasDiscount ? discount : null,
  };
}
