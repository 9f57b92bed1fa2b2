import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  artworkFiles,
  cartLines,
  customers,
  orderLines,
  orders,
  printLineArtwork,
  type CartLineItem,
  type CartLinePrint,
} from '../../db/schema/index';

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

/**
 * Puts a print line in the customer's cart, or replaces the one already there for the product
 * (its options, pieces and files); a print line has no colour rows.
 */
export async function savePrintLine(
  db: Database,
  values: {
    customerId: string;
    productId: string;
    print: CartLinePrint;
    quantity: number;
    now: Date;
  },
) {
  await db
    .insert(cartLines)
    .values({ ...values, items: [], createdAt: values.now, updatedAt: values.now })
    .onConflictDoUpdate({
      target: [cartLines.customerId, cartLines.productId],
      set: { items: [], print: values.print, quantity: values.quantity, updatedAt: values.now },
    });
}

export type ArtworkRow = typeof artworkFiles.$inferSelect;

/** The customer's own artwork files among `ids` (someone else's file looks like no file). */
export async function ownArtwork(
  db: Database,
  customerId: string,
  ids: readonly string[],
): Promise<ArtworkRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(artworkFiles)
    .where(and(eq(artworkFiles.customerId, customerId), inArray(artworkFiles.id, [...ids])));
}

/** Takes deleted artwork files out of the customer's print lines (the lines stay). */
export async function dropArtworkFromCart(
  db: Database,
  customerId: string,
  artworkIds: string[],
): Promise<void> {
  if (artworkIds.length === 0) return;
  const lines = await db
    .select({ id: cartLines.id, print: cartLines.print })
    .from(cartLines)
    .where(and(eq(cartLines.customerId, customerId), isNotNull(cartLines.print)));
  for (const { id, print } of lines) {
    if (!print?.artworkIds.some((artworkId) => artworkIds.includes(artworkId))) continue;
    const kept = print.artworkIds.filter((artworkId) => !artworkIds.includes(artworkId));
    await db
      .update(cartLines)
      .set({ print: { ...print, artworkIds: kept } })
      .where(eq(cartLines.id, id));
  }
}

/** The customer's own ordered print line and the artwork it used, or undefined. */
export async function findOwnPrintOrderLine(db: Database, customerId: string, lineId: string) {
  const [line] = await db
    .select({
      id: orderLines.id,
      productId: orderLines.productId,
      quantity: orderLines.quantity,
      print: orderLines.print,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.id, lineId), eq(orders.customerId, customerId)));
  if (!line?.print) return undefined;
  const files = await db
    .select({ artworkId: printLineArtwork.artworkId })
    .from(printLineArtwork)
    .where(eq(printLineArtwork.orderLineId, line.id))
    .orderBy(asc(printLineArtwork.createdAt));
  return { ...line, print: line.print, artworkIds: files.map((file) => file.artworkId) };
}
