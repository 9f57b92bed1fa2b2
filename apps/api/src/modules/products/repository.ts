import {
  and,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  like,
  ne,
  notInArray,
  sql,
} from 'drizzle-orm';
import { slugify, type PageQuery } from '@chapkhana/shared/fields';
import type { ProductBody, SellerProductSummary } from '@chapkhana/shared/products';
import { localisedName, nameKey } from '@chapkhana/shared/languages';
import type { Database } from '../../db/client';
import { insertWithUniqueSlug, paged, pageOffset } from '../../db/query-helpers';
import {
  categories,
  orderLines,
  orders,
  productColors,
  productProperties,
  products,
  subCategories,
} from '../../db/schema/index';
import {
  productImageUrl,
  productSummaryColumns,
  storedColoursOf,
} from '../catalogue/product-repository';
import { searchPatterns } from '../catalogue/search';

/** One colour without sizes or packs: its stock is the product's, so the list may set it. */
const simpleStock = sql<boolean>`(select count(*) = 1 and bool_and(not exists (
  select 1 from ${productProperties} where ${productProperties.colorId} = ${productColors.id}
)) from ${productColors} where ${productColors.productId} = ${products.id})`;

const sellerSummaryColumns = {
  ...productSummaryColumns,
  categoryEnName: categories.enName,
  categoryKuName: categories.kuName,
  categoryArName: categories.arName,
  published: products.published,
  simpleStock,
  updatedAt: products.updatedAt,
};

const selectSummaries = (db: Database) =>
  db
    .select(sellerSummaryColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId));

type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['execute']>>[number];

function toSummary(row: SummaryRow): SellerProductSummary {
  return {
    _id: row.id,
    slug: row.slug,
    code: row.code,
    enName: row.enName,
    kuName: row.kuName,
    arName: row.arName,
    price: row.price,
    discount: row.discount,
    stock: row.stock,
    images: row.images.map(productImageUrl),
    categoryId: row.categoryId,
    category: {
      enName: row.categoryEnName,
      kuName: row.categoryKuName,
      arName: row.categoryArName,
    },
    subCategoryId: row.subCategoryId,
    rating: Number(row.rating),
    published: row.published,
    simpleStock: Boolean(row.simpleStock),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The seller's own products, newest first; `search` matches names and code as the storefront's search does. */
export async function pageOwnProducts(
  db: Database,
  sellerId: string,
  query: PageQuery & { categoryId?: string | undefined },
) {
  const where = and(
    eq(products.sellerId, sellerId),
    query.categoryId ? eq(products.categoryId, query.categoryId) : undefined,
    ...searchPatterns(query.search ?? '').map((pattern) => like(products.searchText, pattern)),
  );
  const [rows, [totals]] = await Promise.all([
    selectSummaries(db)
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(query.perPage)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return paged(rows.map(toSummary), totals?.total, query);
}

/** One of the seller's products with its descriptions, or undefined when it is not theirs. */
export async function findOwnProductRow(db: Database, sellerId: string, productId: string) {
  const [row] = await db
    .select({
      ...sellerSummaryColumns,
      enDescription: products.enDescription,
      kuDescription: products.kuDescription,
      arDescription: products.arDescription,
      print: products.print,
      depositPercent: products.depositPercent,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, productId), eq(products.sellerId, sellerId)));
  if (!row) return undefined;
  return {
    ...toSummary(row),
    print: row.print ?? null,
    depositPercent: row.depositPercent,
    enDescription: row.enDescription,
    kuDescription: row.kuDescription,
    arDescription: row.arDescription,
  };
}

/** A product's colours, each with its properties, in the seller's order. */
export async function coloursOf(db: Database, productId: string) {
  const colours = await storedColoursOf(db, productId);
  return colours.map(({ id, properties, ...colour }) => ({
    _id: id,
    ...colour,
    properties: properties.map(({ id: propertyId, ...property }) => ({
      _id: propertyId,
      name: localisedName(property, 'en'),
      ...property,
    })),
  }));
}

/** The seller's product made with this creation key, if any (a repeated creation). */
export async function findCreatedWithKey(db: Database, sellerId: string, creationKey: string) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.sellerId, sellerId), eq(products.creationKey, creationKey)));
  return row?.id;
}

/** Locks the seller's product row for the rest of the transaction; undefined when it is not theirs. */
export async function lockOwnProductRow(tx: Database, sellerId: string, productId: string) {
  const [row] = await tx
    .select({ id: products.id, images: products.images })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.sellerId, sellerId)))
    .for('update');
  return row;
}

export async function categoryExists(tx: Database, categoryId: string): Promise<boolean> {
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId));
  return Boolean(category);
}

/** The category a sub-category belongs to, or undefined when there is no such sub-category. */
export async function categoryOfSubCategory(tx: Database, subCategoryId: string) {
  const [sub] = await tx
    .select({ categoryId: subCategories.categoryId })
    .from(subCategories)
    .where(eq(subCategories.id, subCategoryId));
  return sub?.categoryId;
}

/** The product's own columns, as a copy of it starts from (not its slug, colours or state). */
export async function productRowToCopy(tx: Database, productId: string) {
  const [row] = await tx.select().from(products).where(eq(products.id, productId));
  if (!row) return undefined;
  const {
    id: _id,
    slug: _slug,
    sellerId: _seller,
    rating: _rating,
    discountedPrice: _discounted,
    published: _published,
    creationKey: _key,
    createdAt: _created,
    updatedAt: _updated,
    ...columns
  } = row;
  return columns;
}

/** Another product already has this code? */
export async function codeTaken(tx: Database, code: string, exceptId?: string): Promise<boolean> {
  const [taken] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.code, code), exceptId ? ne(products.id, exceptId) : undefined));
  return Boolean(taken);
}

type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'slug' | 'sellerId'>;

/**
 * Inserts the product under a free slug made from its English name, or from its code when the
 * seller wrote no English name (a Latin code reads better in an address than percent-escaped
 * Arabic script); answers its id.
 */
export async function insertProduct(
  tx: Database,
  sellerId: string,
  values: ProductValues & { enName: string; code: string },
): Promise<string> {
  const fallback = slugify(values.code, 'product');
  return insertWithUniqueSlug(tx, products, values.enName, fallback, async (inner, slug) => {
    const [row] = await inner
      .insert(products)
      .values({ ...values, sellerId, slug })
      .returning({ id: products.id });
    if (!row) throw new Error('Inserting a product returned no row.');
    return row.id;
  });
}

export async function updateProductRow(
  tx: Database,
  productId: string,
  values: Partial<ProductValues>,
): Promise<void> {
  await tx.update(products).set(values).where(eq(products.id, productId));
}

/** The figures a product's "from … a piece" price is worked out from. */
export async function priceAndPrintOf(db: Database, productId: string) {
  const [row] = await db
    .select({ price: products.price, print: products.print })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

export async function setPrintPriceFrom(
  db: Database,
  productId: string,
  printPriceFrom: string | null,
): Promise<void> {
  await db.update(products).set({ printPriceFrom }).where(eq(products.id, productId));
}

/** Print products without their "from" figure (written before it was kept), `limit` at a time. */
export async function printProductsMissingPriceFrom(db: Database, limit: number) {
  return db
    .select({ id: products.id, price: products.price, print: products.print })
    .from(products)
    .where(and(isNotNull(products.print), isNull(products.printPriceFrom)))
    .limit(limit);
}

/** True while an order that is not delivered or cancelled yet contains the product. */
export async function inOpenOrder(tx: Database, productId: string): Promise<boolean> {
  const [open] = await tx
    .select({ id: orderLines.id })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orderLines.productId, productId),
        inArray(orders.deliveryStatus, ['pending', 'preparing', 'on way']),
      ),
    )
    .limit(1);
  return Boolean(open);
}

export async function deleteProductRow(tx: Database, productId: string): Promise<void> {
  await tx.delete(products).where(eq(products.id, productId));
}

// --- Colours and their properties -------------------------------------------------------------

type ColourInput = ProductBody['colors'][number];
type PropertyInput = ColourInput['properties'][number];

type Names = Parameters<typeof nameKey>[0];

/** Pairs each wanted entry with the existing row of the same name (`nameKey`), if any. */
function matchByName<Row extends Names & { id: string }, Input extends Names>(
  rows: Row[],
  inputs: Input[],
): { input: Input; row: Row | undefined }[] {
  const byName = new Map<string, Row>();
  for (const row of rows) if (!byName.has(nameKey(row))) byName.set(nameKey(row), row);
  return inputs.map((input) => ({ input, row: byName.get(nameKey(input)) }));
}

/**
 * Makes a product's colours and their properties exactly `colours`, in that order. A colour or
 * property whose name is kept keeps its row id, so carts that point at it keep working; the
 * rest are deleted (carts then report them as no longer offered) or inserted. Run inside the
 * product's transaction.
 */
export async function replaceColours(
  tx: Database,
  productId: string,
  colours: ColourInput[],
): Promise<void> {
  const existing = await tx
    .select()
    .from(productColors)
    .where(eq(productColors.productId, productId));
  const pairs = matchByName(existing, colours);
  const keptIds = pairs.flatMap((pair) => (pair.row ? [pair.row.id] : []));
  // Removed first, so a kept or new name never meets the old row that had it.
  await tx
    .delete(productColors)
    .where(
      and(
        eq(productColors.productId, productId),
        keptIds.length ? notInArray(productColors.id, keptIds) : undefined,
      ),
    );
  const existingProperties = keptIds.length
    ? await tx.select().from(productProperties).where(inArray(productProperties.colorId, keptIds))
    : [];

  for (const [position, { input, row }] of pairs.entries()) {
    const values = {
      hex: input.hex,
      enName: input.enName,
      kuName: input.kuName,
      arName: input.arName,
      quantity: input.quantity,
      position,
    };
    let colorId: string;
    if (row) {
      await tx.update(productColors).set(values).where(eq(productColors.id, row.id));
      colorId = row.id;
    } else {
      const [inserted] = await tx
        .insert(productColors)
        .values({ ...values, productId })
        .returning({ id: productColors.id });
      if (!inserted) throw new Error('Inserting a colour returned no row.');
      colorId = inserted.id;
    }
    await replaceProperties(
      tx,
      colorId,
      existingProperties.filter((p) => p.colorId === colorId),
      input.properties,
    );
  }
}

async function replaceProperties(
  tx: Database,
  colorId: string,
  existing: (typeof productProperties.$inferSelect)[],
  properties: PropertyInput[],
): Promise<void> {
  const pairs = matchByName(existing, properties);
  const keptIds = pairs.flatMap((pair) => (pair.row ? [pair.row.id] : []));
  const removed = existing.filter((p) => !keptIds.includes(p.id)).map((p) => p.id);
  if (removed.length)
    await tx.delete(productProperties).where(inArray(productProperties.id, removed));
  const inserts: (typeof productProperties.$inferInsert)[] = [];
  for (const [position, { input, row }] of pairs.entries()) {
    const values = {
      enName: input.enName,
      kuName: input.kuName,
      arName: input.arName,
      quantity: input.quantity,
      position,
    };
    if (row) await tx.update(productProperties).set(values).where(eq(productProperties.id, row.id));
    else inserts.push({ ...values, colorId });
  }
  if (inserts.length) await tx.insert(productProperties).values(inserts);
}
