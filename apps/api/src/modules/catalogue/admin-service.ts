import type {
  ConsoleBanner,
  ConsoleCategory,
  ConsoleSubCategory,
  UpdateBannerBody,
} from '@chapkhana/shared/catalogue';
import type { Database } from '../../db/client';
import { isForeignKeyViolation, violatedUniqueIndex } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { removeStoredImage, storeImage } from '../../lib/uploads';
import * as catalogue from './repository';

interface Names {
  enName: string;
  kuName: string;
  arName: string;
}

export async function findCategory(db: Database, id: string): Promise<ConsoleCategory> {
  const category = await catalogue.findConsoleCategory(db, id);
  if (!category) throw notFound('category_not_found');
  return category;
}

const sameName = (name: string) => conflict('category_name_taken', { name });

async function refuseTakenCategoryName(db: Database, enName: string, exceptId?: string) {
  if (await catalogue.categoryNameTaken(db, enName, exceptId)) throw sameName(enName);
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
    const id = await catalogue.insertCategory(db, { ...input, image: stored });
    return await findCategory(db, id);
  } catch (error) {
    await removeStoredImage(stored, dataDir);
    if (violatedUniqueIndex(error) === 'categories_en_name_unique') throw sameName(input.enName);
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
    if (!(await catalogue.updateCategoryRow(db, id, changes))) throw notFound('category_not_found');
  } catch (error) {
    if (violatedUniqueIndex(error) === 'categories_en_name_unique')
      throw sameName(changes.enName ?? '');
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
  if (!(await catalogue.updateCategoryRow(db, id, { image: stored }))) {
    await removeStoredImage(stored, dataDir);
    throw notFound('category_not_found');
  }
  return findCategory(db, id);
}

const inUse = (what: 'category' | 'sub-category', count: number) =>
  conflict(what === 'category' ? 'category_in_use' : 'sub_category_in_use', { count });

/** Removes a category and its sub-categories; refused (409) while any product is in it. */
export async function deleteCategory(db: Database, id: string): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const used = await catalogue.countProductsIn(tx, { categoryId: id });
      if (used > 0) throw inUse('category', used);
      if (!(await catalogue.deleteCategoryRow(tx, id))) throw notFound('category_not_found');
    });
  } catch (error) {
    // A product added between the count and the delete is caught by the foreign key.
    if (isForeignKeyViolation(error)) throw inUse('category', 1);
    throw error;
  }
}

// --- Sub-categories ---------------------------------------------------------------------------

export async function findSubCategory(db: Database, id: string): Promise<ConsoleSubCategory> {
  const subCategory = await catalogue.findConsoleSubCategory(db, id);
  if (!subCategory) throw notFound('sub_category_not_found');
  return subCategory;
}

async function requireCategory(db: Database, categoryId: string) {
  if (!(await catalogue.categoryExists(db, categoryId))) throw badRequest('unknown_category');
}

async function refuseTakenSubCategoryName(
  db: Database,
  categoryId: string,
  enName: string,
  exceptId?: string,
) {
  if (await catalogue.subCategoryNameTaken(db, categoryId, enName, exceptId))
    throw conflict('sub_category_name_taken', { name: enName });
}

export async function createSubCategory(
  db: Database,
  input: Names & { categoryId: string; position: number },
): Promise<ConsoleSubCategory> {
  await requireCategory(db, input.categoryId);
  await refuseTakenSubCategoryName(db, input.categoryId, input.enName);
  return findSubCategory(db, await catalogue.insertSubCategory(db, input));
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
    const used = await catalogue.countProductsIn(db, { subCategoryId: id });
    // Its products would name one category and a sub-category of another.
    if (used > 0) throw inUse('sub-category', used);
  }
  if (changes.enName || categoryId !== current.categoryId) {
    await refuseTakenSubCategoryName(db, categoryId, changes.enName ?? current.enName, id);
  }
  await catalogue.updateSubCategoryRow(db, id, changes);
  return findSubCategory(db, id);
}

/** Removes a sub-category; refused (409) while any product is in it. */
export async function deleteSubCategory(db: Database, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    // Locked first, so a product cannot be put in it between the count and the delete.
    if (!(await catalogue.lockSubCategory(tx, id))) throw notFound('sub_category_not_found');
    const used = await catalogue.countProductsIn(tx, { subCategoryId: id });
    if (used > 0) throw inUse('sub-category', used);
    await catalogue.deleteSubCategoryRow(tx, id);
  });
}

// --- Banners ----------------------------------------------------------------------------------

export async function createBanner(
  db: Database,
  dataDir: string,
  input: { link: string; position: number; active: boolean },
  image: Buffer,
): Promise<ConsoleBanner> {
  const stored = await storeImage(image, 'banner', dataDir);
  try {
    return await catalogue.insertBanner(db, { ...input, image: stored });
  } catch (error) {
    await removeStoredImage(stored, dataDir);
    throw error;
  }
}

export async function updateBanner(
  db: Database,
  id: string,
  changes: UpdateBannerBody,
): Promise<ConsoleBanner> {
  const banner = await catalogue.updateBannerRow(db, id, changes);
  if (!banner) throw notFound('banner_not_found');
  return banner;
}

/** A new picture for a banner (the old files stay: they are cached under their names). */
export async function replaceBannerImage(
  db: Database,
  dataDir: string,
  id: string,
  image: Buffer,
): Promise<ConsoleBanner> {
  if (!(await catalogue.bannerExists(db, id))) throw notFound('banner_not_found');
  const stored = await storeImage(image, 'banner', dataDir);
  const banner = await catalogue.updateBannerRow(db, id, { image: stored });
  if (!banner) {
    await removeStoredImage(stored, dataDir);
    throw notFound('banner_not_found');
  }
  return banner;
}

export async function deleteBanner(db: Database, id: string): Promise<void> {
  if (!(await catalogue.deleteBannerRow(db, id))) throw notFound('banner_not_found');
}
