import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type {
  Banner,
  Category,
  CategoryWithSubCategories,
  ConsoleBanner,
  ConsoleCategory,
  ConsoleSubCategory,
  SubCategory,
  UpdateBannerBody,
} from '@chapkhana/shared/catalogue';
import type { PageQuery } from '@chapkhana/shared/fields';
import type { Database } from '../../db/client';
import { containsPattern, insertWithUniqueSlug, paged, pageOffset } from '../../db/query-helpers';
import { banners, categories, products, subCategories } from '../../db/schema/index';

const IMAGE_WIDTH = 400;
/** The storefront shows the 1280 px banner variant (and 640 px in its srcset). */
const BANNER_WIDTH = 1280;

/** Category image as the storefront requests it: the base path with a width suffix. */
export function categoryImageUrl(base: string, width = IMAGE_WIDTH): string {
  return `${base}-${width}.webp`;
}

/** A banner's picture at the carousel's width (storefront and console alike). */
export const bannerImageUrl = (base: string) => categoryImageUrl(base, BANNER_WIDTH);

type CategoryRow = Pick<
  typeof categories.$inferSelect,
  'id' | 'slug' | 'enName' | 'kuName' | 'arName' | 'image'
>;

/** A category as the storefront shows it (the console's adds its place and counts). */
export function toCategory(row: CategoryRow): Category {
  return {
    _id: row.id,
    slug: row.slug,
    enName: row.enName,
    kuName: row.kuName,
    arName: row.arName,
    image: categoryImageUrl(row.image),
  };
}

export async function listCategories(db: Database): Promise<Category[]> {
  const rows = await db
    .select()
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.enName));
  return rows.map(toCategory);
}

type SubCategoryRow = Pick<
  typeof subCategories.$inferSelect,
  'id' | 'categoryId' | 'slug' | 'enName' | 'kuName' | 'arName'
>;

/** A sub-category as the storefront shows it (the console's adds its category and count). */
function toSubCategory(sub: SubCategoryRow): SubCategory {
  return {
    _id: sub.id,
    categoryId: sub.categoryId,
    slug: sub.slug,
    enName: sub.enName,
    kuName: sub.kuName,
    arName: sub.arName,
  };
}

/** Categories with their sub-categories, in two queries whatever the count (no N+1). */
export async function listCategoriesWithSubCategories(
  db: Database,
): Promise<CategoryWithSubCategories[]> {
  const [categoryRows, subRows] = await Promise.all([
    listCategories(db),
    db.select().from(subCategories).orderBy(asc(subCategories.position), asc(subCategories.enName)),
  ]);
  const byCategory = new Map<string, CategoryWithSubCategories['subCategories']>();
  for (const sub of subRows) {
    const list = byCategory.get(sub.categoryId) ?? [];
    list.push(toSubCategory(sub));
    byCategory.set(sub.categoryId, list);
  }
  return categoryRows.map((category) => ({
    ...category,
    subCategories: byCategory.get(category._id) ?? [],
  }));
}

/** Sub-categories, of one category when given. */
export async function listSubCategories(db: Database, categoryId?: string): Promise<SubCategory[]> {
  const rows = await db
    .select()
    .from(subCategories)
    .where(categoryId ? eq(subCategories.categoryId, categoryId) : undefined)
    .orderBy(asc(subCategories.position), asc(subCategories.enName));
  return rows.map(toSubCategory);
}

/** A page of categories whose name (any language) contains `searchValue`, with the total. */
export async function pageCategories(
  db: Database,
  options: { page: number; perPage: number; searchValue?: string | undefined },
): Promise<{ categories: Category[]; total: number }> {
  let where: SQL | undefined;
  const search = options.searchValue?.trim();
  if (search) {
    const pattern = containsPattern(search);
    where = or(
      ilike(categories.enName, pattern),
      ilike(categories.kuName, pattern),
      ilike(categories.arName, pattern),
    );
  }
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(where)
      .orderBy(asc(categories.position), asc(categories.enName))
      .limit(options.perPage)
      .offset(pageOffset(options)),
    db.select({ total: count() }).from(categories).where(where),
  ]);
  return { categories: rows.map(toCategory), total: totals?.total ?? 0 };
}

export async function listBanners(db: Database): Promise<Banner[]> {
  const rows = await db
    .select()
    .from(banners)
    .where(eq(banners.active, true))
    .orderBy(asc(banners.position), desc(banners.createdAt));
  return rows.map((row) => ({
    _id: row.id,
    bannerLink: row.link,
    image: bannerImageUrl(row.image),
  }));
}

// --- The console's categories, sub-categories and banners --------------------------------------

interface Names {
  enName: string;
  kuName: string;
  arName: string;
}

const consoleCategoryColumns = {
  id: categories.id,
  slug: categories.slug,
  enName: categories.enName,
  kuName: categories.kuName,
  arName: categories.arName,
  image: categories.image,
  position: categories.position,
  createdAt: categories.createdAt,
  // Written out in full: Drizzle leaves column names unqualified inside sql``, which would compare
  // the sub-query's own columns with each other.
  subCategoryCount: sql<number>`(select count(*)::int from sub_categories s where s.category_id = categories.id)`,
  productCount: sql<number>`(select count(*)::int from products p where p.category_id = categories.id)`,
};

function toConsoleCategory(
  row: CategoryRow & {
    position: number;
    createdAt: Date;
    subCategoryCount: number;
    productCount: number;
  },
): ConsoleCategory {
  return {
    ...toCategory(row),
    position: row.position,
    subCategoryCount: Number(row.subCategoryCount),
    productCount: Number(row.productCount),
    createdAt: row.createdAt.toISOString(),
  };
}

function nameMatches(
  table: typeof categories | typeof subCategories,
  search: string | undefined,
): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(table.enName, pattern),
    ilike(table.kuName, pattern),
    ilike(table.arName, pattern),
    ilike(table.slug, pattern),
  );
}

export async function pageConsoleCategories(db: Database, query: PageQuery) {
  const where = nameMatches(categories, query.search);
  const [rows, [totals]] = await Promise.all([
    db
      .select(consoleCategoryColumns)
      .from(categories)
      .where(where)
      .orderBy(asc(categories.position), asc(categories.enName))
      .limit(query.perPage)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(categories).where(where),
  ]);
  return paged(rows.map(toConsoleCategory), totals?.total, query);
}

export async function findConsoleCategory(
  db: Database,
  id: string,
): Promise<ConsoleCategory | undefined> {
  const [row] = await db
    .select(consoleCategoryColumns)
    .from(categories)
    .where(eq(categories.id, id));
  return row && toConsoleCategory(row);
}

/** Another category already has this English name (in any case)? */
export async function categoryNameTaken(db: Database, enName: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(sql`lower(${categories.enName})`, enName.toLowerCase()),
        exceptId ? ne(categories.id, exceptId) : undefined,
      ),
    );
  return Boolean(taken);
}

/** Inserts a category under a free slug made from its English name; answers its id. */
export async function insertCategory(
  db: Database,
  values: Names & { position: number; image: string },
): Promise<string> {
  return insertWithUniqueSlug(db, categories, values.enName, 'category', async (tx, slug) => {
    const [row] = await tx
      .insert(categories)
      .values({ ...values, slug })
      .returning({ id: categories.id });
    if (!row) throw new Error('Inserting a category returned no row.');
    return row.id;
  });
}

/** True when the category exists (and was changed). */
export async function updateCategoryRow(
  db: Database,
  id: string,
  changes: Partial<Names> & { position?: number | undefined; image?: string },
): Promise<boolean> {
  const updated = await db
    .update(categories)
    .set(changes)
    .where(eq(categories.id, id))
    .returning({ id: categories.id });
  return updated.length > 0;
}

export async function deleteCategoryRow(db: Database, id: string): Promise<boolean> {
  const deleted = await db
    .delete(categories)
    .where(eq(categories.id, id))
    .returning({ id: categories.id });
  return deleted.length > 0;
}

export async function categoryExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, id));
  return Boolean(row);
}

/** How many products are in the category, or in the sub-category. */
export async function countProductsIn(
  db: Database,
  where: { categoryId: string } | { subCategoryId: string },
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(products)
    .where(
      'categoryId' in where
        ? eq(products.categoryId, where.categoryId)
        : eq(products.subCategoryId, where.subCategoryId),
    );
  return row?.total ?? 0;
}

const consoleSubCategoryColumns = {
  id: subCategories.id,
  categoryId: subCategories.categoryId,
  categoryEnName: categories.enName,
  categoryKuName: categories.kuName,
  categoryArName: categories.arName,
  slug: subCategories.slug,
  enName: subCategories.enName,
  kuName: subCategories.kuName,
  arName: subCategories.arName,
  position: subCategories.position,
  createdAt: subCategories.createdAt,
  productCount: sql<number>`(select count(*)::int from products p where p.sub_category_id = sub_categories.id)`,
};

function toConsoleSubCategory(
  row: SubCategoryRow & {
    categoryEnName: string;
    categoryKuName: string;
    categoryArName: string;
    position: number;
    createdAt: Date;
    productCount: number;
  },
): ConsoleSubCategory {
  return {
    ...toSubCategory(row),
    category: {
      enName: row.categoryEnName,
      kuName: row.categoryKuName,
      arName: row.categoryArName,
    },
    position: row.position,
    productCount: Number(row.productCount),
    createdAt: row.createdAt.toISOString(),
  };
}

const selectConsoleSubCategories = (db: Database) =>
  db
    .select(consoleSubCategoryColumns)
    .from(subCategories)
    .innerJoin(categories, eq(categories.id, subCategories.categoryId));

export async function pageConsoleSubCategories(
  db: Database,
  query: PageQuery & { categoryId?: string | undefined },
) {
  const where = and(
    query.categoryId ? eq(subCategories.categoryId, query.categoryId) : undefined,
    nameMatches(subCategories, query.search),
  );
  const [rows, [totals]] = await Promise.all([
    selectConsoleSubCategories(db)
      .where(where)
      .orderBy(
        asc(categories.position),
        asc(categories.enName),
        asc(subCategories.position),
        asc(subCategories.enName),
      )
      .limit(query.perPage)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(subCategories).where(where),
  ]);
  return paged(rows.map(toConsoleSubCategory), totals?.total, query);
}

export async function findConsoleSubCategory(
  db: Database,
  id: string,
): Promise<ConsoleSubCategory | undefined> {
  const [row] = await selectConsoleSubCategories(db).where(eq(subCategories.id, id));
  return row && toConsoleSubCategory(row);
}

/** Another sub-category of the category already has this English name (in any case)? */
export async function subCategoryNameTaken(
  db: Database,
  categoryId: string,
  enName: string,
  exceptId?: string,
) {
  const [taken] = await db
    .select({ id: subCategories.id })
    .from(subCategories)
    .where(
      and(
        eq(subCategories.categoryId, categoryId),
        eq(sql`lower(${subCategories.enName})`, enName.toLowerCase()),
        exceptId ? ne(subCategories.id, exceptId) : undefined,
      ),
    );
  return Boolean(taken);
}

/** Inserts a sub-category under a free slug made from its English name; answers its id. */
export async function insertSubCategory(
  db: Database,
  values: Names & { categoryId: string; position: number },
): Promise<string> {
  return insertWithUniqueSlug(
    db,
    subCategories,
    values.enName,
    'sub-category',
    async (tx, slug) => {
      const [row] = await tx
        .insert(subCategories)
        .values({ ...values, slug })
        .returning({ id: subCategories.id });
      if (!row) throw new Error('Inserting a sub-category returned no row.');
      return row.id;
    },
  );
}

export async function updateSubCategoryRow(
  db: Database,
  id: string,
  changes: Partial<Names> & { categoryId?: string | undefined; position?: number | undefined },
): Promise<void> {
  await db.update(subCategories).set(changes).where(eq(subCategories.id, id));
}

/** Locks the sub-category until the transaction ends; false when there is none. */
export async function lockSubCategory(tx: Database, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: subCategories.id })
    .from(subCategories)
    .where(eq(subCategories.id, id))
    .for('update');
  return Boolean(row);
}

export async function deleteSubCategoryRow(tx: Database, id: string): Promise<void> {
  await tx.delete(subCategories).where(eq(subCategories.id, id));
}

type BannerRow = typeof banners.$inferSelect;

function toConsoleBanner(row: BannerRow): ConsoleBanner {
  return {
    _id: row.id,
    link: row.link,
    image: bannerImageUrl(row.image),
    position: row.position,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Banners in the order the home carousel shows them (inactive ones too), `search` in the link. */
export async function pageConsoleBanners(db: Database, query: PageQuery) {
  const where = query.search ? ilike(banners.link, containsPattern(query.search)) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(banners)
      .where(where)
      .orderBy(asc(banners.position), desc(banners.createdAt))
      .limit(query.perPage)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(banners).where(where),
  ]);
  return paged(rows.map(toConsoleBanner), totals?.total, query);
}

export async function insertBanner(
  db: Database,
  values: { link: string; position: number; active: boolean; image: string },
): Promise<ConsoleBanner> {
  const [row] = await db.insert(banners).values(values).returning();
  if (!row) throw new Error('Inserting a banner returned no row.');
  return toConsoleBanner(row);
}

/** The changed banner, or undefined when there is none. */
export async function updateBannerRow(
  db: Database,
  id: string,
  changes: UpdateBannerBody & { image?: string },
): Promise<ConsoleBanner | undefined> {
  const [row] = await db.update(banners).set(changes).where(eq(banners.id, id)).returning();
  return row && toConsoleBanner(row);
}

export async function bannerExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: banners.id }).from(banners).where(eq(banners.id, id));
  return Boolean(row);
}

export async function deleteBannerRow(db: Database, id: string): Promise<boolean> {
  const deleted = await db.delete(banners).where(eq(banners.id, id)).returning({ id: banners.id });
  return deleted.length > 0;
}
