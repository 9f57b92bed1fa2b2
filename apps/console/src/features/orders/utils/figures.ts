import { shownOrderFigures, type ShownOrderFigures } from '@chapkhana/shared/order-figures';
import type { ConsoleOrder, SellerOrder } from '@chapkhana/shared/orders';

/** The admin's order as the customer was shown it: the shop's one set of figures. */
export const consoleOrderFigures = (order: ConsoleOrder): ShownOrderFigures =>
  shownOrderFigures(order);

/** The whole order behind a seller's part, as the customer was shown it and the courier collects it. */
export const sellerOrderFigures = (order: SellerOrder): ShownOrderFigures =>
  shownOrderFigures({
    ...order.orderAmounts,
    payment_status: order.payment_status,
    payment_method: order.payment_method,
    delivery_status: order.order_status,
  });
