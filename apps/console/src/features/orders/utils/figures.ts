import {
  shownOrderFigures,
  shownPartFigures,
  type ShownOrderFigures,
} from '@chapkhana/shared/order-figures';
import type { ConsoleOrder, OrderPart, SellerOrder } from '@chapkhana/shared/orders';

/** The admin's order as the customer was shown it: the shop's one set of figures. */
export const consoleOrderFigures = (order: ConsoleOrder): ShownOrderFigures =>
  shownOrderFigures(order);

/**
 * A seller's part as its parcel (issue 36): its own figures, `total` its own amount and the
 * cash its courier collects — never the whole order's.
 */
export const sellerOrderFigures = (order: SellerOrder): ShownOrderFigures =>
  shownPartFigures(order.parcel);

/** One part of the admin's order as its parcel. */
export const parcelFigures = (part: OrderPart): ShownOrderFigures => shownPartFigures(part);
