import { asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type {
  Banner,
  Category,
  CategoryWithSubCategories,
  SubCategory,
} from '@chapkhana/shared/catalogue';
import type { Database } from '../../db/client';
import { banners, categories, currencyRates, subCategories } from '../../db/schema/index';

const IMAGE_WIDTH = 400;
/** The storefront shows the 1280 px banner variant (and 640 px in its srcset). */
const BANNER_WIDTH = 1280;

/** Category image as the storefront requests it: the base path with a width suffix. */
export function categoryImageUrl(base: string, width = IMAGE_WIDTH): string {
  return `${base}-${width}.webp`;
}

/** A banner's picture at the carousel's width (storefront and console alike). */
export const bannerImageUrl = (base: string) => categoryImageUrl(base, BANNER_WIDTH);

type CategoryRow = typeof categories.$inferSelect;

function toCategory(row: CategoryRow): Category {
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
    list.push({
      _id: sub.id,
      categoryId: sub.categoryId,
      slug: sub.slug,
      enName: sub.enName,
      kuName: sub.kuName,
      arName: sub.arName,
    });
    byCategory.set(sub.categoryId, list);
  }
  return categoryRows.map((category) => ({
    ...category,
    subCategories: byCategory.get(category._id) ?? [],
  }));
}

type SubCategoryRow = typeof subCategories.$inferSelect;

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
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
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
      .offset((options.page - 1) * options.perPage),
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

/** The rate in force: IQD per base-currency unit, from the newest row. */
export async function currentRate(db: Database): Promise<string | undefined> {
  const [row] = await db
    .select({ rate: currencyRates.iqdPerUnit })
    .from(currencyRates)
    .orderBy(desc(currencyRates.createdAt))
    .limit(1);
  return row?.rate;
}
