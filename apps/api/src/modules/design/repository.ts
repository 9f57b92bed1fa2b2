/** All SQL of designed cards (issue 40): the files they draw, the templates and the designs. */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cardDesigns, cardFiles, cardTemplates, products } from '../../db/schema/index';

export type CardFileRow = typeof cardFiles.$inferSelect;
export type CardTemplateRow = typeof cardTemplates.$inferSelect;
export type CardDesignRow = typeof cardDesigns.$inferSelect;

// --- Files ---------------------------------------------------------------------------------------

export async function insertCardFile(
  db: Database,
  values: typeof cardFiles.$inferInsert,
): Promise<CardFileRow> {
  const [row] = await db.insert(cardFiles).values(values).returning();
  if (!row) throw new Error('card file row was not written');
  return row;
}

export async function findCardFile(db: Database, fileId: string) {
  const [row] = await db.select().from(cardFiles).where(eq(cardFiles.id, fileId));
  return row;
}

/** Of `fileIds`, the files the seller's shop owns. */
export function sellerCardFiles(db: Database, sellerId: string, fileIds: string[]) {
  if (fileIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(cardFiles)
    .where(and(eq(cardFiles.sellerId, sellerId), inArray(cardFiles.id, fileIds)));
}

/** The files of `fileIds` that exist (a template's backgrounds, whoever uploaded them). */
export function findCardFilesById(db: Database, fileIds: string[]) {
  if (fileIds.length === 0) return Promise.resolve([]);
  return db.select().from(cardFiles).where(inArray(cardFiles.id, fileIds));
}

/** Of `fileIds`, the files the customer owns. */
export function customerCardFiles(db: Database, customerId: string, fileIds: string[]) {
  if (fileIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(cardFiles)
    .where(and(eq(cardFiles.customerId, customerId), inArray(cardFiles.id, fileIds)));
}

/** Whether a published template draws the file as a side's background (so anyone may fetch it). */
export async function fileInPublishedTemplate(db: Database, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: cardTemplates.id })
    .from(cardTemplates)
    .where(
      and(
        eq(cardTemplates.published, true),
        sql`jsonb_path_exists(${cardTemplates.template}, '$.sides[*].background.fileId ? (@ == $id)', jsonb_build_object('id', ${fileId}::text))`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

// --- Templates -----------------------------------------------------------------------------------

export async function insertTemplate(
  db: Database,
  values: typeof cardTemplates.$inferInsert,
): Promise<CardTemplateRow> {
  const [row] = await db.insert(cardTemplates).values(values).returning();
  if (!row) throw new Error('card template row was not written');
  return row;
}

/**
 * Updates the seller's own template if it is still the version last changed at `editedFrom`;
 * undefined when it has none of that id, or it has changed since.
 */
export async function updateTemplate(
  db: Database,
  sellerId: string,
  templateId: string,
  editedFrom: Date,
  values: Pick<CardTemplateRow, 'productId' | 'name' | 'template' | 'published' | 'updatedAt'>,
) {
  const [row] = await db
    .update(cardTemplates)
    .set(values)
    .where(
      and(
        eq(cardTemplates.id, templateId),
        eq(cardTemplates.sellerId, sellerId),
        // To the millisecond, as the version travels (a row the database stamped keeps microseconds).
        sql`date_trunc('milliseconds', ${cardTemplates.updatedAt}) = ${editedFrom}`,
      ),
    )
    .returning();
  return row;
}

/** Deletes the seller's own template; whether there was one. */
export async function deleteTemplate(db: Database, sellerId: string, templateId: string) {
  const rows = await db
    .delete(cardTemplates)
    .where(and(eq(cardTemplates.id, templateId), eq(cardTemplates.sellerId, sellerId)))
    .returning({ id: cardTemplates.id });
  return rows.length > 0;
}

export async function findSellerTemplate(db: Database, sellerId: string, templateId: string) {
  const [row] = await db
    .select()
    .from(cardTemplates)
    .where(and(eq(cardTemplates.id, templateId), eq(cardTemplates.sellerId, sellerId)));
  return row;
}

export function sellerTemplates(db: Database, sellerId: string) {
  return db
    .select()
    .from(cardTemplates)
    .where(eq(cardTemplates.sellerId, sellerId))
    .orderBy(desc(cardTemplates.updatedAt), desc(cardTemplates.id));
}

export async function countSellerTemplates(db: Database, sellerId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(cardTemplates)
    .where(eq(cardTemplates.sellerId, sellerId));
  return row?.total ?? 0;
}

/** A published template of a published product (what a customer may design from). */
export async function findPublishedTemplate(db: Database, templateId: string) {
  const [row] = await db
    .select({ template: cardTemplates })
    .from(cardTemplates)
    .innerJoin(products, eq(products.id, cardTemplates.productId))
    .where(
      and(
        eq(cardTemplates.id, templateId),
        eq(cardTemplates.published, true),
        eq(products.published, true),
      ),
    );
  return row?.template;
}

/** The published templates of a published product, oldest first (the order the shop made them). */
export async function productTemplates(db: Database, productId: string) {
  const rows = await db
    .select({ template: cardTemplates })
    .from(cardTemplates)
    .innerJoin(products, eq(products.id, cardTemplates.productId))
    .where(
      and(
        eq(cardTemplates.productId, productId),
        eq(cardTemplates.published, true),
        eq(products.published, true),
      ),
    )
    .orderBy(cardTemplates.createdAt, cardTemplates.id);
  return rows.map((row) => row.template);
}

// --- Designs -------------------------------------------------------------------------------------

export async function insertDesign(
  db: Database,
  values: typeof cardDesigns.$inferInsert,
): Promise<CardDesignRow> {
  const [row] = await db.insert(cardDesigns).values(values).returning();
  if (!row) throw new Error('card design row was not written');
  return row;
}

export async function findCustomerDesign(db: Database, customerId: string, designId: string) {
  const [row] = await db
    .select()
    .from(cardDesigns)
    .where(and(eq(cardDesigns.id, designId), eq(cardDesigns.customerId, customerId)));
  return row;
}

/** The customer's designs, newest first, each with the product it is printed as (if still sold). */
/** A page of the customer's designs, newest first, each with its product's names. */
export function customerDesigns(
  db: Database,
  customerId: string,
  { limit, offset }: { limit: number; offset: number },
) {
  return db
    .select({
      design: cardDesigns,
      product: {
        slug: products.slug,
        enName: products.enName,
        kuName: products.kuName,
        arName: products.arName,
      },
    })
    .from(cardDesigns)
    .leftJoin(products, eq(products.id, cardDesigns.productId))
    .where(eq(cardDesigns.customerId, customerId))
    .orderBy(desc(cardDesigns.updatedAt), desc(cardDesigns.id))
    .limit(limit)
    .offset(offset);
}

export async function countCustomerDesigns(db: Database, customerId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(cardDesigns)
    .where(eq(cardDesigns.customerId, customerId));
  return row?.total ?? 0;
}

/** Updates the customer's own design; undefined when they have none of that id. */
export async function updateDesign(
  db: Database,
  customerId: string,
  designId: string,
  values: Partial<Pick<CardDesignRow, 'values' | 'artworkId' | 'updatedAt'>>,
) {
  const [row] = await db
    .update(cardDesigns)
    .set(values)
    .where(and(eq(cardDesigns.id, designId), eq(cardDesigns.customerId, customerId)))
    .returning();
  return row;
}

export async function deleteDesign(db: Database, customerId: string, designId: string) {
  const rows = await db
    .delete(cardDesigns)
    .where(and(eq(cardDesigns.id, designId), eq(cardDesigns.customerId, customerId)))
    .returning({ id: cardDesigns.id });
  return rows.length > 0;
}
