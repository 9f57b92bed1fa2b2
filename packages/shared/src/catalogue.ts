import { z } from 'zod';

/** Opaque identifiers are UUIDs, spelled `_id` on the wire as the spec does. */
export const idSchema = z.uuid({ error: 'must be a valid id' });

export const subCategorySchema = z.object({
  _id: z.string(),
  categoryId: z.string(),
  slug: z.string(),
  enName: z.string(),
  kuName: z.string(),
  arName: z.string(),
});
export type SubCategory = z.infer<typeof subCategorySchema>;

export const categorySchema = z.object({
  _id: z.string(),
  slug: z.string(),
  enName: z.string(),
  kuName: z.string(),
  arName: z.string(),
  /** Path under the API host, e.g. `/uploads/categories/business-cards-400.webp`. */
  image: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryWithSubCategoriesSchema = categorySchema.extend({
  subCategories: z.array(subCategorySchema),
});
export type CategoryWithSubCategories = z.infer<typeof categoryWithSubCategoriesSchema>;

/** GET /api/home/get-categories-subCategories */
export const categoriesWithSubCategoriesResponseSchema = z.object({
  categories: z.array(categoryWithSubCategoriesSchema),
});
export type CategoriesWithSubCategoriesResponse = z.infer<
  typeof categoriesWithSubCategoriesResponseSchema
>;

/** GET /api/home/get-categorys */
export const categorysResponseSchema = z.object({ categorys: z.array(categorySchema) });
export type CategorysResponse = z.infer<typeof categorysResponseSchema>;
