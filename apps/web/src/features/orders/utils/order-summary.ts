import type { Order } from '@chapkhana/shared/orders';
import { formatRoundedDinar, toDecimal } from '@chapkhana/shared/pricing';

/** An order's figures as shown: rounded to 250 IQD (spec §9); the discount null when 0. */
export function orderFigures(
  order: Pick<Order, 'subtotal' | 'discount' | 'shipping_fee' | 'price'>,
) {
  return {
    subtotal: formatRoundedDinar(order.subtotal),
    discount: toDecimal(order.discount).gt(0) ? formatRoundedDinar(order.discount) : null,
    shipping: formatRoundedDinar(order.shipping_fee),
    total: formatRoundedDinar(order.price),
  };
}
