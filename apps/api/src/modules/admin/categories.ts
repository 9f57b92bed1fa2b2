import { and, asc, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ConsoleCategory, ConsoleSubCategory, PageQuery } from '@chapkhana/shared/console';
import type { Database } from '../../db/client';
import { categories, products, subCategories } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { removeStoredImage, storeImage } from '../../lib/uploads';
import { categoryImageUrl } from '../catalogue/repository';
import {
  containsPattern,
  insertWithUniqueSlug,
  isForeignKeyViolation,
  violatedUniqueIndex,
} from './constraints';

interface Names {
  enName: string;
  kuName: string;
  arName: string;
}

const categoryColumns = {
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

interface CategoryRow extends Names {
  id: string;
  slug: string;
  image: string;
  position: number;
  createdAt: Date;
  subCategoryCount: number;
  productCount: number;
}

function toCategory(row: CategoryRow): ConsoleCategory {
  return {
    _id: row.id,
    slug: row.slug,
    enName: row.enName,
    kuName: row.kuName,
    arName: row.arName,
    image: categoryImageUrl(row.image),
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

export async function pageCategories(db: Database, query: PageQuery) {
  const where = nameMatches(categories, query.search);
  const [rows, [totals]] = await Promise.all([
    db
      .select(categoryColumns)
      .from(categories)
      .where(where)
      .orderBy(asc(categories.position), asc(categories.enName))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(categories).where(where),
  ]);
  return {
    items: rows.map(toCategory),
    total: totals?.total ?? 0,
    page: query.page,
    perPage: query.perPage,
  };
}

export async function findCategory(db: Database, id: string): Promise<ConsoleCategory> {
  const [row] = await db.select(categoryColumns).from(categories).where(eq(categories.id, id));
  if (!row) throw notFound('This category does not exist.');
  return toCategory(row);
}

const sameName = (name: string) => `A category named "${name}" already exists.`;

async function refuseTakenCategoryName(db: Database, enName: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(sql`lower(${categories.enName})`, enName.toLowerCase()),
        exceptId ? ne(categories.id, exceptId) : undefined,
      ),
    );
  if (taken) throw conflict(sameName(enName));
}

/** A new category: names checked first, then the picture stored, then the row (the files go if it fails). */
export async function createCategory(
  db: Database,
  dataDir: string,
  input: Names & { position: number },
  image: Buffer,
): Promise<ConsoleCategory> {
  await refuseTakenCategoryName(db, input.enName);
  const stored = await storeImage(image, 'category', dataDir);
  try {
    const id = await insertWithUniqueSlug(
      db,
      categories,
      input.enName,
      'category',
      async (tx, slug) => {
        const [row] = await tx
          .insert(categories)
          .values({ ...input, slug, image: stored })
          .returning({ id: categories.id });
        if (!row) throw new Error('Inserting a category returned no row.');
        return row.id;
      },
    );
    return await findCategory(db, id);
  } catch (error) {
    await removeStoredImage(stored, dataDir);
    if (violatedUniqueIndex(error) === 'categories_en_name_unique')
      throw conflict(sameName(input.enName));
    throw error;
  }
}

/** Renames or moves a category; its slug stays, so links already shared keep working. */
export async function updateCategory(
  db: Database,
  id: string,
  changes: Partial<Names> & { position?: number | undefined },
): Promise<ConsoleCategory> {
  if (changes.enName) await refuseTakenCategoryName(db, changes.enName, id);
  try {
    const updated = await db
      .update(categories)
      .set(changes)
      .where(eq(categories.id, id))
      .returning({ id: categories.id });
    if (updated.length === 0) throw notFound('This category does not exist.');
  } catch (error) {
    if (violatedUniqueIndex(error) === 'categories_en_name_unique')
      throw conflict(sameName(changes.enName ?? ''));
    throw error;
  }
  return findCategory(db, id);
}

/**
 * A new picture for a category. The old files stay on disk: they are cached for a year under
 * their names, and pages still open may ask for them.
 */
export async function replaceCategoryImage(
  db: Database,
  dataDir: string,
  id: string,
  image: Buffer,
): Promise<ConsoleCategory> {
  await findCategory(db, id);
  const stored = await storeImage(image, 'category', dataDir);
  const updated = await db
    .update(categories)
    .set({ image: stored })
    .where(eq(categories.id, id))
    .returning({ id: categories.id });
  if (updated.length === 0) {
    await removeStoredImage(stored, dataDir);
    throw notFound('This category does not exist.');
  }
  return findCategory(db, id);
}

const inUse = (what: string, n: number) =>
  `${n} product${n === 1 ? ' uses' : 's use'} this ${what}; move or delete ${n === 1 ? 'it' : 'them'} first.`;

/** Removes a category and its sub-categories; refused (409) while any product is in it. */
export async function deleteCategory(db: Database, id: string): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [used] = await tx
        .select({ total: count() })
        .from(products)
        .where(eq(products.categoryId, id));
      if (used && used.total > 0) throw conflict(inUse('category', used.total));
      const deleted = await tx
        .delete(categories)
        .where(eq(categories.id, id))
        .returning({ id: categories.id });
      if (deleted.length === 0) throw notFound('This category does not exist.');
    });
  } catch (error) {
    // A product added between the count and the delete is caught by the foreign key.
    if (isForeignKeyViolation(error)) throw conflict(inUse('category', 1));
    throw error;
  }
}

// --- Sub-categories ---------------------------------------------------------------------------

const subCategoryColumns = {
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

interface SubCategoryRow extends Names {
  id: string;
  categoryId: string;
  categoryEnName: string;
  categoryKuName: string;
  categoryArName: string;
  slug: string;
  position: number;
  createdAt: Date;
  productCount: number;
}

function toSubCategory(row: SubCategoryRow): ConsoleSubCategory {
  return {
    _id: row.id,
    categoryId: row.categoryId,
    category: {
      enName: row.categoryEnName,
      kuName: row.categoryKuName,
      arName: row.categoryArName,
    },
    slug: row.slug,
    enName: row.enName,
    kuName: row.kuName,
    arName: row.arName,
    position: row.position,
    productCount: Number(row.productCount),
    createdAt: row.createdAt.toISOString(),
  };
}

const selectSubCategories = (db: Database) =>
  db
    .select(subCategoryColumns)
    .from(subCategories)
    .innerJoin(categories, eq(categories.id, subCategories.categoryId));

export async function pageSubCategories(
  db: Database,
  query: PageQuery & { categoryId?: string | undefined },
) {
  const where = and(
    query.categoryId ? eq(subCategories.categoryId, query.categoryId) : undefined,
    nameMatches(subCategories, query.search),
  );
  const [rows, [totals]] = await Promise.all([
    selectSubCategories(db)
      .where(where)
      .orderBy(
        asc(categories.position),
        asc(categories.enName),
        asc(subCategories.position),
        asc(subCategories.enName),
      )
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(subCategories).where(where),
  ]);
  return {
    items: rows.map(toSubCategory),
    total: totals?.total ?? 0,
    page: query.page,
    perPage: query.perPage,
  };
}

export async function findSubCategory(db: Database, id: string): Promise<ConsoleSubCategory> {
  const [row] = await selectSubCategories(db).where(eq(subCategories.id, id));
  if (!row) throw notFound('This sub-category does not exist.');
  return toSubCategory(row);
}

async function requireCategory(db: Database, categoryId: string) {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!row) throw badRequest('categoryId does not name a category.');
}

async function refuseTakenSubCategoryName(
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
  if (taken) throw conflict(`This category already has a sub-category named "${enName}".`);
}

export async function createSubCategory(
  db: Database,
  input: Names & { categoryId: string; position: number },
): Promise<ConsoleSubCategory> {
  await requireCategory(db, input.categoryId);
  await refuseTakenSubCategoryName(db, input.categoryId, input.enName);
  const id = await insertWithUniqueSlug(
    db,
    subCategories,
    input.enName,
    'sub-category',
    async (tx, slug) => {
      const [row] = await tx
        .insert(subCategories)
        .values({ ...input, slug })
        .returning({ id: subCategories.id });
      if (!row) throw new Error('Inserting a sub-category returned no row.');
      return row.id;
    },
  );
  return findSubCategory(db, id);
}

async function productsIn(db: Database, subCategoryId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(products)
    .where(eq(products.subCategoryId, subCategoryId));
  return row?.total ?? 0;
}

/** Renames a sub-category or moves it to another category (only while no product is in it). */
export async function updateSubCategory(
  db: Database,
  id: string,
  changes: Partial<Names> & { categoryId?: string | undefined; position?: number | undefined },
): Promise<ConsoleSubCategory> {
  const current = await findSubCategory(db, id);
  const categoryId = changes.categoryId ?? current.categoryId;
  if (categoryId !== current.categoryId) {
    await requireCategory(db, categoryId);
    const used = await productsIn(db, id);
    // Its products would name one category and a sub-category of another.
    if (used > 0) throw conflict(inUse('sub-category', used));
  }
  if (changes.enName || categoryId !== current.categoryId) {
    await refuseTakenSubCategoryName(db, categoryId, changes.enName ?? current.enName, id);
  }
  await db.update(subCategories).set(changes).where(eq(subCategories.id, id));
  return findSubCategory(db, id);
}

/** Removes a sub-category; refused (409) while any product is in it. */
export async function deleteSubCategory(db: Database, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    // Locked first, so a product cannot be put in it between the count and the delete.
    const [row] = await tx
      .select({ id: subCategories.id })
      .from(subCategories)
      .where(eq(subCategories.id, id))
      .for('update');
    if (!row) throw notFound('This sub-category does not exist.');
    const used = await productsIn(tx, id);
    if (used > 0) throw conflict(inUse('sub-category', used));
    await tx.delete(subCategories).where(eq(subCategories.id, id));
  });
}
