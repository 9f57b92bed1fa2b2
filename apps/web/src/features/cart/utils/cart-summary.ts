import type { CartResponse } from '@chapkhana/shared/cart';
import { payableFigures, shownLineAmounts } from '@chapkhana/shared/order-figures';
import { formatDinar } from '@chapkhana/shared/pricing';

/** The order summary as shown: every figure rounded to 250 IQD, no decimals (docs/storefront.md §9). */
export interface CartSummary {
  /** Units that can be bought now (the cart badge's number). */
  items: number;
  /** The buyable lines' shown amounts in whole dinars, summed. */
  linesSum: string;
  /** What takes the shown lines to the 250-rounded subtotal, signed ("-57"). */
  rounding: string;
  subtotal: string;
  /** The customer's discount percent; 0 when there is none. */
  discountPercent: number;
  /** The discount amount, or null when there is none (the row is then left out). */
  discount: string | null;
  shipping: string;
  total: string;
}

/**
 * Summarises the cart for display, with the figures the order will store and charge
 * (`payableFigures`): subtotal, discount and shipping rounded to 250 IQD, and the total their
 * sum as shown, so the rows a customer can check add up to what they pay (issue 35.15).
 */
export function cartSummary(cart: CartResponse): CartSummary {
  const figures = payableFigures({
    subtotal: cart.price,
    discountPercent: cart.customerDiscount,
    shipping: cart.shipping_fee,
  });
  const lines = shownLineAmounts(
    cart.card_products.flatMap((group) => group.products.map((line) => line.lineTotal)),
    cart.price,
  );
  return {
    items: cart.buy_product_item,
    linesSum: lines.linesSum,
    rounding: lines.rounding,
    subtotal: lines.subtotal,
    discountPercent: cart.customerDiscount,
    discount: figures.discount.gt(0) ? formatDinar(figures.discount) : null,
    shipping: formatDinar(figures.shipping),
    total: formatDinar(figures.total),
  };
}

/** True when the cart has something that can be ordered now. */
export function hasBuyableLines(cart: CartResponse | undefined): boolean {
  return (cart?.card_products.length ?? 0) > 0;
}
