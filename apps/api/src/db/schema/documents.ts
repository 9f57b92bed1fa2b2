import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { orders, paymentMethod } from './shopping';

/**
 * An order's invoice number (issue 38): given once, the first time the order's documents are
 * asked for, by one INSERT … ON CONFLICT DO NOTHING, so two requests at once get the same number.
 * The sequence leaves gaps (a rolled-back insert), never a duplicate.
 */
export const orderInvoices = pgTable('order_invoices', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  number: bigserial('number', { mode: 'number' }).notNull().unique('order_invoices_number_unique'),
  createdAt: createdAt(),
});

/**
 * A paid payment's receipt number: an online payment (`fib_payments.id` or `page_payments.id`)
 * or the cash collected for one seller's part (`seller_orders.id`, method `cod`). Given once,
 * like the invoice number.
 */
export const paymentReceipts = pgTable(
  'payment_receipts',
  {
    id: id(),
    number: bigserial('number', { mode: 'number' }).notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: paymentMethod('method').notNull(),
    paymentId: text('payment_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_receipts_number_unique').on(t.number),
    uniqueIndex('payment_receipts_payment_unique').on(t.method, t.paymentId),
    index('payment_receipts_order_idx').on(t.orderId),
    check('payment_receipts_payment_id_length', sql`length(${t.paymentId}) <= 200`),
  ],
);
