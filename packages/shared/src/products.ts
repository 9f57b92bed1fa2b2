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
  hasOneName,
  oneNameRequired,
  someNamesShape,
} from './fields';
import { localisedName, nameKey, type LocalisedNames } from './languages';
import { productPrintSchema, productPrintViewSchema } from './print';
import { depositPercentSchema } from './deposits';
import { fieldErrorMessage } from './field-errors';

const hexColour = z
  .string({ error: fieldErrorMessage('required') })
  .trim()
  .regex(/^#[0-9a-f]{6}$/i, { error: fieldErrorMessage('invalid_colour') })
  .transform((hex) => hex.toLowerCase());

/** A property value ("A5", "100 pcs", "3-4 Y") in up to three languages, with its own stock. */
export const productPropertyInputSchema = z
  .object({ ...someNamesShape, quantity })
  .refine(hasOneName, oneNameRequired);

/**
 * A colour with its own stock and, when it is sold by size or pack, its values' stock. An order
 * takes a size's units from the colour as well, so a colour holding fewer units than its sizes
 * together could not sell what they show: it is refused (the seller sees how many it needs).
 */
export const productColourInputSchema = z
  .object({
    ...someNamesShape,
    hex: hexColour,
    quantity,
    properties: z
      .array(productPropertyInputSchema)
      .max(30, { error: fieldErrorMessage('too_many', { maximum: 30, items: 'properties' }) })
      .default([]),
  })
  .refine(hasOneName, oneNameRequired)
  .superRefine((colour, context) => {
    const sizes = colour.properties.reduce((sum, property) => sum + property.quantity, 0);
    if (colour.quantity < sizes) {
      context.addIssue({
        code: 'custom',
        path: ['quantity'],
        message: fieldErrorMessage('too_small', { minimum: sizes }),
      });
    }
  });

/** The first name that appears twice among `entries` (compared by `nameKey`), if any. */
export function repeatedName(entries: LocalisedNames[]): string | undefined {
  const seen = new Set<string>();
  for (const entry of entries) {
    const key = nameKey(entry);
    if (seen.has(key)) return localisedName(entry, 'en');
    seen.add(key);
  }
  return undefined;
}

/** POST /api/seller/products and PUT /api/seller/products/{id}: the whole product but its pictures. */
export const productBodySchema = z
  .object({
    ...someNamesShape,
    categoryId: idSchema,
    subCategoryId: idSchema.nullable().default(null),
    code: requiredText(60),
    enDescription: optionalText(5000),
    kuDescription: optionalText(5000),
    arDescription: optionalText(5000),
    /** Base currency (USD); Eastern Arabic digits and the Arabic decimal mark are read too. */
    price: decimalTextSchema({ places: 2, max: MAX_PRODUCT_PRICE }),
    discount: z
      .number({ error: fieldErrorMessage('not_number') })
      .int({ error: fieldErrorMessage('not_whole') })
      .min(0, { error: fieldErrorMessage('out_of_range', { minimum: 0, maximum: 100 }) })
      .max(100, { error: fieldErrorMessage('out_of_range', { minimum: 0, maximum: 100 }) })
      .default(0),
    /**
     * Stock is the sum of the colours' quantities, computed by the server. Two colours, or two
     * values of one colour, with the same name are refused by the server (`repeated_colour_name`,
     * `repeated_property_name`).
     */
    colors: z
      .array(productColourInputSchema)
      .min(1, { error: fieldErrorMessage('one_colour') })
      .max(30, { error: fieldErrorMessage('too_many', { maximum: 30, items: 'colours' }) }),
    /**
     * Print options, quantity tiers and artwork spec (docs/design.md §13): null makes it an ordinary
     * product; absent on an update keeps what the product has.
     */
    print: productPrintSchema.nullable().optional(),
    /**
     * The advance asked before printing (issue 38): percent of each line, 100 for the whole
     * amount, null for none; absent on an update keeps what the product asks.
     */
    depositPercent: depositPercentSchema.optional(),
  })
  .refine(hasOneName, oneNameRequired);
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
  /** On the storefront; false while a draft or taken off sale. */
  published: z.boolean(),
  /**
   * Stock can be set from the list: the product has one colour and no sizes or packs (otherwise
   * stock is kept per colour or size, in the form).
   */
  simpleStock: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SellerProductSummary = z.infer<typeof sellerProductSummarySchema>;

export const sellerProductSchema = sellerProductSummarySchema.extend({
  /** The product's print set-up, null when it is not printed to order (the API always sends it). */
  print: productPrintViewSchema.nullish(),
  /** The advance asked before printing: percent of each line (100: all); null: none. */
  depositPercent: z.number().int().nullable(),
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
        z.object({
          _id: z.string(),
          /** The value's key (`nameKey` spelling), as carts name it. */
          name: z.string(),
          enName: z.string(),
          kuName: z.string(),
          arName: z.string(),
          quantity: z.number().int(),
        }),
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

/** PUT /api/seller/products/{id}/published: put on the storefront (needs a picture) or take off. */
export const productPublishedBodySchema = z.object({ published: z.boolean() });

/**
 * PATCH /api/seller/products/{id}: the price and stock a seller changes from the list. Stock is
 * accepted only for a product with one colour and no sizes (`simpleStock`).
 */
export const productQuickEditBodySchema = z
  .object({
    price: decimalTextSchema({ places: 2, max: MAX_PRODUCT_PRICE }).optional(),
    stock: quantity.optional(),
  })
  .refine((body) => body.price !== undefined || body.stock !== undefined, {
    error: fieldErrorMessage('required'),
  });
export type ProductQuickEditBody = z.infer<typeof productQuickEditBodySchema>;

/**
 * PUT /api/seller/products/{id}/images — the pictures to keep, in their new order (URLs as the
 * product lists them); pictures left out are removed. New ones are uploaded with POST (multipart).
 */
export const arrangeImagesBodySchema = z.object({
  images: z.array(z.string().min(1).max(300)).max(MAX_PRODUCT_IMAGES, {
    error: fieldErrorMessage('too_many', { maximum: MAX_PRODUCT_IMAGES, items: 'pictures' }),
  }),
});
