import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  artworkFiles,
  cartLines,
  customers,
  orderLines,
  orders,
  printLineArtwork,
  proofs,
  type CartLineItem,
  type CartLinePrint,
} from '../../db/schema/index';

export type CartLineRow = typeof cartLines.$inferSelect;

export async function listCartLines(db: Database, customerId: string): Promise<CartLineRow[]> {
  return (
    db
      .select()
      .from(cartLines)
      .where(eq(cartLines.customerId, customerId))
      // Lines put in at the same moment keep one order between reads.
      .orderBy(asc(cartLines.createdAt), asc(cartLines.id))
  );
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

/** The customer's lines of a product: its stocked line (one at most) or its print lines. */
function linesOfProduct(db: Database, customerId: string, productId: string, printed: boolean) {
  return db
    .select()
    .from(cartLines)
    .where(
      and(
        eq(cartLines.customerId, customerId),
        eq(cartLines.productId, productId),
        printed ? isNotNull(cartLines.print) : isNull(cartLines.print),
      ),
    )
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
}

/** A stocked product's one line in the customer's cart (print lines are told apart otherwise). */
export async function findStockedCartLine(db: Database, customerId: string, productId: string) {
  const [row] = await linesOfProduct(db, customerId, productId, false);
  return row;
}

/** The customer's print lines of a product, oldest first. */
export const listPrintLinesOf = (db: Database, customerId: string, productId: string) =>
  linesOfProduct(db, customerId, productId, true);

/** How many print lines the customer's cart holds. */
export async function countPrintLines(db: Database, customerId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(cartLines)
    .where(and(eq(cartLines.customerId, customerId), isNotNull(cartLines.print)));
  return Number(row?.count ?? 0);
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
      targetWhere: isNull(cartLines.print),
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

/** Puts a new print line in the customer's cart (a print line has no colour rows). */
export async function insertPrintLine(
  db: Database,
  values: {
    customerId: string;
    productId: string;
    print: CartLinePrint;
    quantity: number;
    now: Date;
  },
): Promise<string> {
  const [row] = await db
    .insert(cartLines)
    .values({ ...values, items: [], createdAt: values.now, updatedAt: values.now })
    .returning({ id: cartLines.id });
  if (!row) throw new Error('cart line not inserted');
  return row.id;
}

/** Sets a print line's options, files and pieces (its place in the cart stays). */
export async function updatePrintLine(
  db: Database,
  lineId: string,
  values: { print: CartLinePrint; quantity: number; now: Date },
): Promise<void> {
  await db
    .update(cartLines)
    .set({ items: [], print: values.print, quantity: values.quantity, updatedAt: values.now })
    .where(eq(cartLines.id, lineId));
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

/** The approved proof of an ordered print line, if it has one. */
export async function approvedProofOfLine(db: Database, orderLineId: string) {
  const [proof] = await db
    .select({ id: proofs.id, version: proofs.version })
    .from(proofs)
    .where(and(eq(proofs.orderLineId, orderLineId), eq(proofs.status, 'approved')))
    .orderBy(asc(proofs.version));
  return proof;
}

/**
 * A proof with what its job was: its customer, product, choice and files (for an order that
 * means to reuse it).
 */
export async function findProofForReuse(db: Database, proofId: string) {
  const [row] = await db
    .select({
      proof: proofs,
      orderId: orderLines.orderId,
      productId: orderLines.productId,
      print: orderLines.print,
      customerId: orders.customerId,
    })
    .from(proofs)
    .innerJoin(orderLines, eq(orderLines.id, proofs.orderLineId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(proofs.id, proofId));
  if (!row?.print) return undefined;
  const files = await db
    .select({ artworkId: printLineArtwork.artworkId })
    .from(printLineArtwork)
    .where(eq(printLineArtwork.orderLineId, row.proof.orderLineId));
  return { ...row, print: row.print, artworkIds: files.map((file) => file.artworkId) };
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
