import { and, asc, count, desc, eq, inArray, like, ne } from 'drizzle-orm';
import type {
  PageQuery,
  ProductBody,
  SellerProduct,
  SellerProductSummary,
} from '@chapkhana/shared/console';
import type { Database } from '../../db/client';
import {
  categories,
  orderLines,
  orders,
  productColors,
  productProperties,
  products,
  subCategories,
} from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { productImageUrl } from '../catalogue/product-repository';
import { productSearchText, searchPatterns } from '../catalogue/search';
import { insertWithUniqueSlug, violatedUniqueIndex } from '../admin/constraints';
import { replaceColours } from './colours';

export const NOT_YOURS = 'This product does not exist in your shop.';

const summaryColumns = {
  id: products.id,
  slug: products.slug,
  code: products.code,
  enName: products.enName,
  kuName: products.kuName,
  arName: products.arName,
  price: products.price,
  discount: products.discount,
  stock: products.stock,
  images: products.images,
  categoryId: products.categoryId,
  categoryEnName: categories.enName,
  categoryKuName: categories.kuName,
  categoryArName: categories.arName,
  subCategoryId: products.subCategoryId,
  rating: products.rating,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

type SummaryRow = Omit<
  { [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]['_']['data'] },
  'subCategoryId'
> & { subCategoryId: string | null };

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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const selectSummaries = (db: Database) =>
  db
    .select(summaryColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId));

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
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return {
    items: rows.map(toSummary),
    total: totals?.total ?? 0,
    page: query.page,
    perPage: query.perPage,
  };
}

/** One of the seller's products, complete; another seller's product is answered as missing (404). */
export async function findOwnProduct(
  db: Database,
  sellerId: string,
  productId: string,
): Promise<SellerProduct> {
  const [row] = await db
    .select({
      ...summaryColumns,
      enDescription: products.enDescription,
      kuDescription: products.kuDescription,
      arDescription: products.arDescription,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, productId), eq(products.sellerId, sellerId)));
  if (!row) throw notFound(NOT_YOURS);
  const colours = await db
    .select()
    .from(productColors)
    .where(eq(productColors.productId, productId))
    .orderBy(asc(productColors.position));
  const properties = colours.length
    ? await db
        .select()
        .from(productProperties)
        .where(
          inArray(
            productProperties.colorId,
            colours.map((c) => c.id),
          ),
        )
        .orderBy(asc(productProperties.position))
    : [];
  return {
    ...toSummary(row),
    enDescription: row.enDescription,
    kuDescription: row.kuDescription,
    arDescription: row.arDescription,
    colors: colours.map((colour) => ({
      _id: colour.id,
      hex: colour.hex,
      enName: colour.enName,
      kuName: colour.kuName,
      arName: colour.arName,
      quantity: colour.quantity,
      properties: properties
        .filter((p) => p.colorId === colour.id)
        .map((p) => ({ _id: p.id, name: p.name, quantity: p.quantity })),
    })),
  };
}

/** Locks the seller's product row for the rest of the transaction; 404 when it is not theirs. */
export async function lockOwnProduct(tx: Database, sellerId: string, productId: string) {
  const [row] = await tx
    .select({ id: products.id, images: products.images })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.sellerId, sellerId)))
    .for('update');
  if (!row) throw notFound(NOT_YOURS);
  return row;
}

async function checkCategory(tx: Database, categoryId: string, subCategoryId: string | null) {
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!category) throw badRequest('categoryId does not name a category.');
  if (!subCategoryId) return;
  const [sub] = await tx
    .select({ categoryId: subCategories.categoryId })
    .from(subCategories)
    .where(eq(subCategories.id, subCategoryId));
  if (!sub) throw badRequest('subCategoryId does not name a sub-category.');
  if (sub.categoryId !== categoryId)
    throw badRequest('subCategoryId belongs to another category than categoryId.');
}

const codeTaken = (code: string) => `Another product already has the code "${code}".`;

async function refuseTakenCode(tx: Database, code: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.code, code), exceptId ? ne(products.id, exceptId) : undefined));
  if (taken) throw conflict(codeTaken(code));
}

/** The product's columns from the seller's form: stock is the colours' sum, search text is derived. */
function productColumns(body: ProductBody) {
  const { colors, ...fields } = body;
  return {
    ...fields,
    stock: colors.reduce((sum, colour) => sum + colour.quantity, 0),
    searchText: productSearchText(fields),
  };
}

function codeConflict(error: unknown, code: string): unknown {
  return violatedUniqueIndex(error) === 'products_code_unique' ? conflict(codeTaken(code)) : error;
}

/** A new product with its colours and properties, in one transaction. */
export async function createProduct(
  db: Database,
  sellerId: string,
  body: ProductBody,
  now: Date,
): Promise<string> {
  try {
    return await db.transaction(async (tx) => {
      await checkCategory(tx, body.categoryId, body.subCategoryId);
      await refuseTakenCode(tx, body.code);
      const id = await insertWithUniqueSlug(
        tx,
        products,
        body.enName,
        'product',
        async (inner, slug) => {
          const [row] = await inner
            .insert(products)
            .values({ ...productColumns(body), sellerId, slug, createdAt: now, updatedAt: now })
            .returning({ id: products.id });
          if (!row) throw new Error('Inserting a product returned no row.');
          return row.id;
        },
      );
      await replaceColours(tx, id, body.colors);
      return id;
    });
  } catch (error) {
    throw codeConflict(error, body.code);
  }
}

/**
 * Replaces everything about the product but its pictures (and its slug, which stays so shared
 * links keep working), in one transaction.
 */
export async function updateProduct(
  db: Database,
  sellerId: string,
  productId: string,
  body: ProductBody,
  now: Date,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await lockOwnProduct(tx, sellerId, productId);
      await checkCategory(tx, body.categoryId, body.subCategoryId);
      await refuseTakenCode(tx, body.code, productId);
      await tx
        .update(products)
        .set({ ...productColumns(body), updatedAt: now })
        .where(eq(products.id, productId));
      await replaceColours(tx, productId, body.colors);
    });
  } catch (error) {
    throw codeConflict(error, body.code);
  }
}

/**
 * Deletes the product (its colours, carts' and wishlists' lines and reviews go with it; orders
 * keep their snapshot). Refused while an order that is still under way contains it, so the
 * seller cannot pull a product out from under a delivery.
 */
export async function deleteProduct(db: Database, sellerId: string, productId: string) {
  await db.transaction(async (tx) => {
    await lockOwnProduct(tx, sellerId, productId);
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
    if (open) {
      throw conflict(
        'This product is in an order that is not delivered yet; delete it once its orders are delivered or cancelled.',
      );
    }
    await tx.delete(products).where(eq(products.id, productId));
  });
}
