import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, products, sellers, shopSettings, subCategories } from '../../db/schema/index';
import { visible } from '../catalogue/product-repository';

/**
 * Where a product sitemap starts in the products' (created_at, id) order: the creation time as
 * PostgreSQL writes it (microseconds, which a JS Date would round away) and the id.
 */
export interface ProductCursor {
  createdAt: string;
  id: string;
}

/** One product sitemap: where it starts, how many products it lists, its newest change. */
export interface ProductSitemapPage {
  start: ProductCursor;
  count: number;
  lastmod: Date;
}

/**
 * The visible products cut into pages of `size` in (created_at, id) order, oldest first (a new
 * product joins the last page; the others keep theirs): each page's first product and newest
 * change, in one pass over the products that reads no row into memory.
 */
export async function productSitemapPages(
  db: Database,
  size: number,
): Promise<ProductSitemapPage[]> {
  const position = sql`row_number() over (order by ${products.createdAt}, ${products.id}) - 1`;
  const ranked = db.$with('ranked').as(
    db
      .select({
        id: products.id,
        createdAt: products.createdAt,
        updatedAt: products.updatedAt,
        page: sql<number>`(${position}) / ${size}`.as('page'),
        first: sql<boolean>`(${position}) % ${size} = 0`.as('first'),
      })
      .from(products)
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(visible),
  );
  const rows = await db
    .with(ranked)
    .select({
      createdAt: sql<string>`(array_agg(${ranked.createdAt}::text) filter (where ${ranked.first}))[1]`,
      id: sql<string>`(array_agg(${ranked.id}) filter (where ${ranked.first}))[1]`,
      count: sql<number>`count(*)::int`,
      lastmod: max(ranked.updatedAt),
    })
    .from(ranked)
    .groupBy(ranked.page)
    .orderBy(ranked.page);
  return rows.map((row) => ({
    start: { createdAt: row.createdAt, id: row.id },
    count: Number(row.count),
    lastmod: new Date(row.lastmod ?? 0),
  }));
}

/** Up to `size` visible products from `start` on, in the pages' order: their slug and last change. */
export async function productSitemapEntries(
  db: Database,
  start: ProductCursor,
  size: number,
): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(
      and(
        visible,
        sql`(${products.createdAt}, ${products.id}) >= (${start.createdAt}::timestamptz, ${start.id}::uuid)`,
      ),
    )
    .orderBy(asc(products.createdAt), asc(products.id))
    .limit(size);
}

/** A category or sub-category listing: its ids and the newest change of its visible products. */
export interface ListingEntry {
  category: { _id: string; enName: string };
  subCategory?: { _id: string };
  lastmod: Date | undefined;
}

/**
 * Every category and sub-category listing, and the newest change of any visible product and of
 * the shop's settings (the About and Contact pages): the pages sitemap's material.
 */
export async function shopListings(db: Database): Promise<{
  listings: ListingEntry[];
  newestProduct: Date | undefined;
  settingsChanged: Date | undefined;
}> {
  const [categoryRows, subRows, changes, settings] = await Promise.all([
    db
      .select({ id: categories.id, enName: categories.enName })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.enName)),
    db
      .select({ id: subCategories.id, categoryId: subCategories.categoryId })
      .from(subCategories)
      .orderBy(asc(subCategories.position), asc(subCategories.enName)),
    // One pass: the newest change per (category, sub-category); the rest is summed up below.
    db
      .select({
        categoryId: products.categoryId,
        subCategoryId: products.subCategoryId,
        lastmod: max(products.updatedAt),
      })
      .from(products)
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(visible)
      .groupBy(products.categoryId, products.subCategoryId),
    db.select({ updatedAt: shopSettings.updatedAt }).from(shopSettings),
  ]);
  const newest = new Map<string, Date>();
  const note = (key: string, value: Date | null) => {
    const known = newest.get(key);
    if (value && (!known || known < value)) newest.set(key, value);
  };
  for (const change of changes) {
    note(change.categoryId, change.lastmod);
    if (change.subCategoryId) note(change.subCategoryId, change.lastmod);
    note('', change.lastmod);
  }
  const listings: ListingEntry[] = [];
  for (const category of categoryRows) {
    const ids = { _id: category.id, enName: category.enName };
    listings.push({ category: ids, lastmod: newest.get(category.id) });
    for (const sub of subRows.filter((s) => s.categoryId === category.id)) {
      listings.push({ category: ids, subCategory: { _id: sub.id }, lastmod: newest.get(sub.id) });
    }
  }
  return { listings, newestProduct: newest.get(''), settingsChanged: settings[0]?.updatedAt };
}
