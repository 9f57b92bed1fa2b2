import type { CartResponse } from '@chapkhana/shared/cart';
import { shownLineAmounts } from '@chapkhana/shared/order-figures';
import {
  customerDiscount,
  formatRoundedDinar,
  orderTotal,
  toDecimal,
} from '@chapkhana/shared/pricing';

/** The order summary as shown: every figure rounded to 250 IQD, no decimals (spec §9). */
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
 * Summarises the cart for display. The total is computed from the exact figures (subtotal −
 * customer discount + shipping) and rounded once, so it may differ by up to 250 IQD from the
 * sum of the separately rounded rows; that is the spec's rule, and what the order will charge.
 */
export function cartSummary(cart: CartResponse): CartSummary {
  const subtotal = toDecimal(cart.price);
  const discount = customerDiscount(subtotal, cart.customerDiscount);
  const shipping = toDecimal(cart.shipping_fee);
  const lines = shownLineAmounts(
    cart.card_products.flatMap((group) => group.products.map((line) => line.lineTotal)),
    subtotal,
  );
  return {
    items: cart.buy_product_item,
    linesSum: lines.linesSum,
    rounding: lines.rounding,
    subtotal: lines.subtotal,
    discountPercent: cart.customerDiscount,
    discount: discount.gt(0) ? formatRoundedDinar(discount) : null,
    shipping: formatRoundedDinar(shipping),
    total: formatRoundedDinar(orderTotal(subtotal, discount, shipping)),
  };
}

/** True when the cart has something that can be ordered now. */
export function hasBuyableLines(cart: CartResponse | undefined): boolean {
  return (cart?.card_products.length ?? 0) > 0;
}
