import { asc } from 'drizzle-orm';
import type { Category, CategoryWithSubCategories } from '@chapkhana/shared/catalogue';
import type { Database } from '../../db/client';
import { categories, subCategories } from '../../db/schema/index';

const IMAGE_WIDTH = 400;

/** Category image as the storefront requests it: the base path with a width suffix. */
export function categoryImageUrl(base: string, width = IMAGE_WIDTH): string {
  return `${base}-${width}.webp`;
}

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
