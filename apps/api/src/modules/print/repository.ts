/** All SQL of print jobs: artwork files, the files of ordered lines, proofs and the conversation. */
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  lt,
  max,
  notExists,
  sql,
  sum,
} from 'drizzle-orm';
import type { PreflightFinding, ProofState } from '@chapkhana/shared/print';
import type { Database } from '../../db/client';
import {
  artworkFiles,
  customers,
  orderLines,
  orders,
  printLineArtwork,
  printMessages,
  products,
  proofs,
  sellerOrders,
  sellers,
  staffUsers,
} from '../../db/schema/index';

export type ArtworkRow = typeof artworkFiles.$inferSelect;
export type ProofRow = typeof proofs.$inferSelect;
export type MessageRow = typeof printMessages.$inferSelect;
export type PrintLineRow = typeof orderLines.$inferSelect;

/** A product's print set-up and seller (undefined when there is no such product). */
export async function findProductPrint(db: Database, productId: string) {
  const [row] = await db
    .select({ id: products.id, print: products.print, sellerId: products.sellerId })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

/** A shop's print products (those with a print set-up), by English name: what its templates are for. */
export function sellerPrintProducts(db: Database, sellerId: string) {
  return (
    db
      .select({
        id: products.id,
        kuName: products.kuName,
        arName: products.arName,
        enName: products.enName,
        print: products.print,
      })
      .from(products)
      .where(and(eq(products.sellerId, sellerId), isNotNull(products.print)))
      .orderBy(asc(products.enName), asc(products.id))
      // A bound on one answer; a print house has tens of print products, not thousands.
      .limit(1000)
  );
}

export async function insertArtwork(
  db: Database,
  values: typeof artworkFiles.$inferInsert,
): Promise<ArtworkRow> {
  const [row] = await db.insert(artworkFiles).values(values).returning();
  if (!row) throw new Error('artwork row was not written');
  return row;
}

export async function findArtwork(db: Database, artworkId: string) {
  const [row] = await db.select().from(artworkFiles).where(eq(artworkFiles.id, artworkId));
  return row;
}

/** No ordered line uses the artwork file (it was uploaded for the cart, or never ordered). */
const unordered = () =>
  notExists(
    sql`(select 1 from ${printLineArtwork} where ${printLineArtwork.artworkId} = ${artworkFiles.id})`,
  );

/**
 * Sets (or clears) the customer's approval of their own file while no ordered line uses it (an
 * ordered line's start was decided by it); undefined when no such file is theirs or it is ordered.
 */
export async function setArtworkApproval(
  db: Database,
  customerId: string,
  artworkId: string,
  approvedAt: Date | null,
): Promise<ArtworkRow | undefined> {
  const [row] = await db
    .update(artworkFiles)
    .set({ approvedAt })
    .where(
      and(eq(artworkFiles.id, artworkId), eq(artworkFiles.customerId, customerId), unordered()),
    )
    .returning();
  return row;
}

/** The bytes of the customer's artwork that no ordered line uses (their quota's measure). */
export async function unorderedArtworkBytes(db: Database, customerId: string): Promise<number> {
  const [row] = await db
    .select({ total: sum(artworkFiles.bytes) })
    .from(artworkFiles)
    .where(and(eq(artworkFiles.customerId, customerId), unordered()));
  return Number(row?.total ?? 0);
}

/**
 * Deletes the customer's artwork that no ordered line uses, among `artworkIds` or uploaded
 * before `createdBefore`, and returns what it deleted: the one whose delete returned a row
 * removes its file, so two sweeps (or a sweep and the customer) never both count one.
 */
export async function deleteUnorderedArtwork(
  db: Database,
  customerId: string,
  which: { artworkIds: string[] } | { createdBefore: Date },
): Promise<{ id: string; storageKey: string }[]> {
  return db
    .delete(artworkFiles)
    .where(
      and(
        eq(artworkFiles.customerId, customerId),
        'artworkIds' in which
          ? inArray(artworkFiles.id, which.artworkIds)
          : lt(artworkFiles.createdAt, which.createdBefore),
        unordered(),
      ),
    )
    .returning({ id: artworkFiles.id, storageKey: artworkFiles.storageKey });
}

/** Up to `limit` customers with artwork no ordered line uses, uploaded before `createdBefore`. */
export async function ownersOfUnorderedArtwork(
  db: Database,
  createdBefore: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ customerId: artworkFiles.customerId })
    .from(artworkFiles)
    .where(and(lt(artworkFiles.createdAt, createdBefore), unordered()))
    .limit(limit);
  return rows.map((row) => row.customerId);
}

/** Whether an order line of `sellerId`'s parts uses the artwork. */
export async function sellerUsesArtwork(db: Database, artworkId: string, sellerId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(printLineArtwork)
    .innerJoin(orderLines, eq(orderLines.id, printLineArtwork.orderLineId))
    .innerJoin(sellerOrders, eq(sellerOrders.id, orderLines.sellerOrderId))
    .where(and(eq(printLineArtwork.artworkId, artworkId), eq(sellerOrders.sellerId, sellerId)));
  return (row?.n ?? 0) > 0;
}

/** A proof with the customer and seller of its line. */
export async function findProofWithParties(db: Database, proofId: string) {
  const [row] = await db
    .select({
      proof: proofs,
      customerId: orders.customerId,
      sellerId: sellerOrders.sellerId,
      linePrint: orderLines.print,
    })
    .from(proofs)
    .innerJoin(orderLines, eq(orderLines.id, proofs.orderLineId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(sellerOrders, eq(sellerOrders.id, orderLines.sellerOrderId))
    .where(eq(proofs.id, proofId));
  return row;
}

/** An ordered print line with its order's customer and status and its part's seller and status. */
export async function findPrintLine(db: Database, lineId: string, lock = false) {
  const query = db
    .select({
      line: orderLines,
      customerId: orders.customerId,
      orderStatus: orders.deliveryStatus,
      sellerId: sellerOrders.sellerId,
      partStatus: sellerOrders.deliveryStatus,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(sellerOrders, eq(sellerOrders.id, orderLines.sellerOrderId))
    .where(and(eq(orderLines.id, lineId), isNotNull(orderLines.print)));
  // Only the line row is locked: every change of a job goes through its line.
  const [row] = await (lock ? query.for('update', { of: orderLines }) : query);
  return row;
}
export type PrintLineContext = NonNullable<Awaited<ReturnType<typeof findPrintLine>>>;

/** The print lines of an order or of one seller's part, in a stable order. */
export async function printLinesOf(
  db: Database,
  where: { orderId: string } | { sellerOrderId: string },
): Promise<PrintLineRow[]> {
  return db
    .select()
    .from(orderLines)
    .where(
      and(
        isNotNull(orderLines.print),
        'orderId' in where
          ? eq(orderLines.orderId, where.orderId)
          : eq(orderLines.sellerOrderId, where.sellerOrderId),
      ),
    )
    .orderBy(asc(orderLines.id));
}

/** The artwork, proofs (oldest first) and messages (oldest first) of `lineIds`. */
export async function jobPartsOf(db: Database, lineIds: string[]) {
  if (lineIds.length === 0) return { artwork: [], proofs: [], messages: [] };
  const [artwork, proofRows, messages] = await Promise.all([
    db
      .select({ orderLineId: printLineArtwork.orderLineId, file: artworkFiles })
      .from(printLineArtwork)
      .innerJoin(artworkFiles, eq(artworkFiles.id, printLineArtwork.artworkId))
      .where(inArray(printLineArtwork.orderLineId, lineIds))
      .orderBy(asc(printLineArtwork.createdAt), asc(artworkFiles.createdAt), asc(artworkFiles.id)),
    db
      .select()
      .from(proofs)
      .where(inArray(proofs.orderLineId, lineIds))
      .orderBy(asc(proofs.version)),
    db
      .select()
      .from(printMessages)
      .where(inArray(printMessages.orderLineId, lineIds))
      .orderBy(asc(printMessages.createdAt), asc(sql`ctid`)),
  ]);
  return { artwork, proofs: proofRows, messages };
}

export async function countLineArtwork(db: Database, lineId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(printLineArtwork)
    .where(eq(printLineArtwork.orderLineId, lineId));
  return row?.n ?? 0;
}

export async function linkArtwork(db: Database, lineId: string, artworkId: string, now: Date) {
  await db.insert(printLineArtwork).values({ orderLineId: lineId, artworkId, createdAt: now });
}

export async function setProofState(db: Database, lineId: string, state: ProofState) {
  await db.update(orderLines).set({ proofState: state }).where(eq(orderLines.id, lineId));
}

/** Marks the line's pending proofs superseded (a newer proof or new artwork replaces them). */
export async function supersedePendingProofs(db: Database, lineId: string, now: Date) {
  await db
    .update(proofs)
    .set({ status: 'superseded', decidedAt: now })
    .where(and(eq(proofs.orderLineId, lineId), eq(proofs.status, 'pending')));
}

export async function lastProofVersion(db: Database, lineId: string): Promise<number> {
  const [row] = await db
    .select({ version: max(proofs.version) })
    .from(proofs)
    .where(eq(proofs.orderLineId, lineId));
  return row?.version ?? 0;
}

export async function insertProof(
  db: Database,
  values: typeof proofs.$inferInsert,
): Promise<ProofRow> {
  const [row] = await db.insert(proofs).values(values).returning();
  if (!row) throw new Error('proof row was not written');
  return row;
}

export async function newestProof(db: Database, lineId: string) {
  const [row] = await db
    .select()
    .from(proofs)
    .where(eq(proofs.orderLineId, lineId))
    .orderBy(desc(proofs.version))
    .limit(1);
  return row;
}

export async function findLineProof(db: Database, lineId: string, proofId: string) {
  const [row] = await db
    .select()
    .from(proofs)
    .where(and(eq(proofs.id, proofId), eq(proofs.orderLineId, lineId)));
  return row;
}

export async function decideProof(
  db: Database,
  proofId: string,
  status: 'approved' | 'changes_requested',
  now: Date,
) {
  await db.update(proofs).set({ status, decidedAt: now }).where(eq(proofs.id, proofId));
}

export async function insertMessage(
  db: Database,
  values: {
    orderLineId: string;
    author: 'customer' | 'seller' | 'admin';
    kind: MessageRow['kind'];
    body?: string;
    proofId?: string | null;
    artworkId?: string | null;
    createdAt: Date;
  },
) {
  await db.insert(printMessages).values(values);
}

/** Whether the seller part belongs to `sellerId`, and its order. */
export async function findSellerPart(db: Database, sellerOrderId: string) {
  const [row] = await db
    .select({ id: sellerOrders.id, orderId: sellerOrders.orderId, sellerId: sellerOrders.sellerId })
    .from(sellerOrders)
    .where(eq(sellerOrders.id, sellerOrderId));
  return row;
}

export async function findOrderOwner(db: Database, orderId: string) {
  const [row] = await db
    .select({ id: orders.id, customerId: orders.customerId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

/**
 * Who hears of a change to a job, each with the language they read the shop in (the mail is
 * written in it), and the number of its order (for the mail's subject).
 */
export async function jobContacts(
  db: Database,
  change: { orderId: string; customerId: string; sellerId: string },
) {
  const { orderId, customerId, sellerId } = change;
  const [order] = await db
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(eq(orders.id, orderId));
  const [customer] = await db
    .select({ email: customers.email, name: customers.name, language: customers.language })
    .from(customers)
    .where(eq(customers.id, customerId));
  const [seller] = await db
    .select({ email: staffUsers.email, name: sellers.shopNameEn, language: staffUsers.language })
    .from(sellers)
    .innerJoin(staffUsers, eq(staffUsers.id, sellers.staffUserId))
    .where(eq(sellers.id, sellerId));
  return { customer, seller, orderNumber: order?.orderNumber ?? 0 };
}

export type { PreflightFinding };
