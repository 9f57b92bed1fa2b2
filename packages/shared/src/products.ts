// A seller's products: the console's product form, list and pictures.
import { z } from './zod';
import {
  MAX_PRODUCT_IMAGES,
  MAX_PRODUCT_PRICE,
  decimalTextSchema,
  idSchema,
  namesViewSchema,
  optionalText,
  pageOf,
  pageQuerySchema,
  quantity,
  requiredText,
  threeNamesSchema,
} from './fields';

const hexColour = z
  .string({ error: 'is required' })
  .trim()
  .regex(/^#[0-9a-f]{6}$/i, { error: 'must be a colour written #rrggbb' })
  .transform((hex) => hex.toLowerCase());

export const productPropertyInputSchema = z.object({
  /** Language-neutral label: "A5", "350 gsm", "XL". */
  name: requiredText(60),
  quantity,
});

export const productColourInputSchema = threeNamesSchema.extend({
  hex: hexColour,
  quantity,
  properties: z
    .array(productPropertyInputSchema)
    .max(30, { error: 'may have at most 30 properties' })
    .default([])
    .refine(
      (properties) => distinct(properties.map((p) => p.name)),
      'two properties of a colour have the same name',
    ),
});

function distinct(names: string[]): boolean {
  const folded = names.map((n) => n.toLowerCase());
  return new Set(folded).size === folded.length;
}

/** POST /api/seller/products and PUT /api/seller/products/{id}: the whole product but its pictures. */
export const productBodySchema = threeNamesSchema.extend({
  categoryId: idSchema,
  subCategoryId: idSchema.nullable().default(null),
  code: requiredText(60),
  enDescription: optionalText(5000),
  kuDescription: optionalText(5000),
  arDescription: optionalText(5000),
  /** Base currency (USD). */
  price: decimalTextSchema({ places: 2, max: MAX_PRODUCT_PRICE }),
  discount: z
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole percent' })
    .min(0, { error: 'must be from 0 to 100' })
    .max(100, { error: 'must be from 0 to 100' })
    .default(0),
  /** Stock is the sum of the colours' quantities, computed by the server. */
  colors: z
    .array(productColourInputSchema)
    .min(1, { error: 'must list at least one colour' })
    .max(30, { error: 'may have at most 30 colours' })
    .refine(
      (colours) => distinct(colours.map((c) => c.enName)),
      'two colours have the same English name',
    ),
});
export type ProductBody = z.infer<typeof productBodySchema>;
export type ProductBodyInput = z.input<typeof productBodySchema>;

export const sellerProductSummarySchema = z.object({
  _id: z.string(),
  slug: z.string(),
  code: z.string(),
  enName: z.string(),
  kuName: z.string(),
  arName: z.string(),
  price: z.string(),
  discount: z.number().int(),
  stock: z.number().int(),
  /** URLs of the 800 px variants; the first is the cover. */
  images: z.array(z.string()),
  categoryId: z.string(),
  /** The parent category's names, shown in the reading language. */
  category: namesViewSchema,
  subCategoryId: z.string().nullable(),
  rating: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SellerProductSummary = z.infer<typeof sellerProductSummarySchema>;

export const sellerProductSchema = sellerProductSummarySchema.extend({
  enDescription: z.string(),
  kuDescription: z.string(),
  arDescription: z.string(),
  colors: z.array(
    z.object({
      _id: z.string(),
      hex: z.string(),
      enName: z.string(),
      kuName: z.string(),
      arName: z.string(),
      quantity: z.number().int(),
      properties: z.array(
        z.object({ _id: z.string(), name: z.string(), quantity: z.number().int() }),
      ),
    }),
  ),
});
export type SellerProduct = z.infer<typeof sellerProductSchema>;

export const sellerProductPageQuerySchema = pageQuerySchema.extend({
  categoryId: idSchema.optional(),
});
export const sellerProductPageResponseSchema = pageOf(sellerProductSummarySchema);
export const sellerProductResponseSchema = z.object({ product: sellerProductSchema });
export type SellerProductResponse = z.infer<typeof sellerProductResponseSchema>;

/**
 * PUT /api/seller/products/{id}/images — the pictures to keep, in their new order (URLs as the
 * product lists them); pictures left out are removed. New ones are uploaded with POST (multipart).
 */
export const arrangeImagesBodySchema = z.object({
  images: z
    .array(z.string().min(1).max(300))
    .max(MAX_PRODUCT_IMAGES, { error: `may have at most ${MAX_PRODUCT_IMAGES} pictures` }),
});
