import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartLines, customers, type CartLineItem } from '../../db/schema/index';

export type CartLineRow = typeof cartLines.$inferSelect;

export async function listCartLines(db: Database, customerId: string): Promise<CartLineRow[]> {
  return db
    .select()
    .from(cartLines)
    .where(eq(cartLines.customerId, customerId))
    .orderBy(asc(cartLines.createdAt));
}

/**
 * Holds the customer's row until the transaction ends, so one customer's cart edits and order
 * placements run one at a time: without it, two tabs read the same cart and one write is lost,
 * or one cart is ordered twice (PostgreSQL's READ COMMITTED lets both read before either writes).
 */
export async function lockCustomerCart(db: Database, customerId: string): Promise<void> {
  await db.execute(
    sql`select 1 from ${customers} where ${customers.id} = ${customerId} for update`,
  );
}

export async function findCartLine(db: Database, customerId: string, productId: string) {
  const [row] = await db
    .select()
    .from(cartLines)
    .where(and(eq(cartLines.customerId, customerId), eq(cartLines.productId, productId)));
  return row;
}

/** A line by id, only when it is the customer's (someone else's line looks like no line). */
export async function findOwnCartLine(db: Database, customerId: string, lineId: string) {
  const [row] = await db
    .select()
    .from(cartLines)
    .where(and(eq(cartLines.id, lineId), eq(cartLines.customerId, customerId)));
  return row;
}

export async function saveCartLine(
  db: Database,
  values: {
    customerId: string;
    productId: string;
    items: CartLineItem[];
    quantity: number;
    now: Date;
  },
) {
  await db
    .insert(cartLines)
    .values({ ...values, createdAt: values.now, updatedAt: values.now })
    .onConflictDoUpdate({
      target: [cartLines.customerId, cartLines.productId],
      set: { items: values.items, quantity: values.quantity, updatedAt: values.now },
    });
}

export async function updateCartLineItems(
  db: Database,
  lineId: string,
  items: CartLineItem[],
  quantity: number,
  now: Date,
) {
  await db
    .update(cartLines)
    .set({ items, quantity, updatedAt: now })
    .where(eq(cartLines.id, lineId));
}

export async function deleteCartLines(
  db: Database,
  customerId: string,
  lineIds: string[],
): Promise<number> {
  if (lineIds.length === 0) return 0;
  const deleted = await db
    .delete(cartLines)
    .where(and(eq(cartLines.customerId, customerId), inArray(cartLines.id, lineIds)))
    .returning({ id: cartLines.id });
  return deleted.length;
}

export async function customerDiscountPercent(db: Database, customerId: string): Promise<number> {
  const [row] = await db
    .select({ discount: customers.discountPercent })
    .from(customers)
    .where(eq(customers.id, customerId));
  return Number(row?.discount ?? 0);
}
