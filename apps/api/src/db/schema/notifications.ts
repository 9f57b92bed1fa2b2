import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { orders } from './shopping';

/**
 * Each message about an order once claimed for one phone (modules/notifications): `notice` names
 * the event (`order-confirmed`, `order-shipped:<parcel>`…) so a repeated move tells nobody twice,
 * and the rows of the last hour are the flood guard's count (docs/decisions.md, "Order messages:
 * once per event, a few an hour"). Every copy of the API reads the same rows.
 */
export const orderNotices = pgTable(
  'order_notices',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** E.164 (`+9647…`). */
    phone: text('phone').notNull(),
    notice: text('notice').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('order_notices_once').on(t.orderId, t.phone, t.notice),
    index('order_notices_recent_idx').on(t.orderId, t.phone, t.createdAt),
  ],
);
