import type { ProductSummary } from '@chapkhana/shared/catalogue';
import { discountedUnitPrice, formatPrice, shownBasePrice } from '@chapkhana/shared/pricing';

/** The fields that decide the price a product is shown at. */
export type PricedProduct = Pick<ProductSummary, 'price' | 'printPriceFrom' | 'discount'>;

/** What a product card or page shows for a price, in IQD at the server's rate. */
export interface PriceDisplay {
  /** A print product's lowest price a piece: shown as "from … a piece". */
  perPiece: boolean;
  /** Discounted unit price, two decimals, US format ("16,506.00"). */
  current: string;
  /** The undiscounted price, struck through; null without a discount. */
  original: string | null;
  /** Whole percent for the "-N%" badge; null without a discount. */
  discountPercent: number | null;
}

/**
 * A product's shown unit price in IQD (docs/storefront.md §9): its USD figure (`shownBasePrice`)
 * at `rate` IQD per USD less its whole-percent discount; exact. For a print product it is what
 * the configurator prices its cheapest piece at. The one figure the page, its structured data
 * and its preview show.
 */
export function productUnitPrice(
  product: PricedProduct,
  rate: string,
): ReturnType<typeof discountedUnitPrice> {
  return discountedUnitPrice(shownBasePrice(product).price, rate, product.discount);
}

/** Prices a product for display, in exact decimal arithmetic via the shared pricing module. */
export function productPriceDisplay(product: PricedProduct, rate: string): PriceDisplay {
  const hasDiscount = product.discount > 0;
  return {
    perPiece: shownBasePrice(product).perPiece,
    current: formatPrice(productUnitPrice(product, rate)),
    original: hasDiscount ? formatPrice(productUnitPrice({ ...product, discount: 0 }, rate)) : null,
    discountPercent: hasDiscount ? product.discount : null,
  };
}
