import { productPrintViewSchema } from './print';
import { z } from './zod';
import { deliveryTermsSchema } from './delivery';
import { SORT_PRICE } from './listing';
import {
  flag,
  idSchema,
  namesViewSchema,
  pageOf,
  pageQuerySchema,
  position,
  positionText,
  threeNamesSchema,
} from './fields';
import { fieldErrorMessage } from './field-errors';

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

/** GET /api/home/get-subCategories?categoryId= and /api/get-subCategories */
export const subCategoriesResponseSchema = z.object({ subCategories: z.array(subCategorySchema) });
export type SubCategoriesResponse = z.infer<typeof subCategoriesResponseSchema>;

export const productPropertySchema = z.object({
  _id: z.string(),
  /**
   * The value's key, as the spec's cart request names it: its English name, or where the seller
   * wrote none, the name English readers fall back to ("A5", "350 gsm", "XL").
   */
  property: z.string(),
  /** The value in each language; an empty one is read through `localisedName`'s fallback. */
  enName: z.string(),
  kuName: z.string(),
  arName: z.string(),
  quantity: z.number().int(),
});
export type ProductProperty = z.infer<typeof productPropertySchema>;

export const productColourSchema = z.object({
  _id: z.string(),
  color: z.object({
    /** `#rrggbb` */
    code: z.string(),
    enName: z.string(),
    kuName: z.string(),
    arName: z.string(),
    colorQuantity: z.number().int(),
  }),
  properties: z.array(productPropertySchema),
});
export type ProductColour = z.infer<typeof productColourSchema>;

/** A product as listings and cards need it (no description, colours or stock breakdown). */
export const productSummarySchema = z.object({
  _id: z.string(),
  slug: z.string(),
  enName: z.string(),
  kuName: z.string(),
  arName: z.string(),
  productCode: z.string(),
  /** Base currency (USD), exact decimal with two places, e.g. "12.50". */
  price: z.string(),
  /**
   * Printed to order: USD a piece of its cheapest tier and choice, before the discount
   * (`cheapestPrintPiece`), the "from … a piece" figure shown instead of `price`; else null.
   */
  printPriceFrom: z.string().nullish(),
  /** Whole percent, 0 = none. */
  discount: z.number().int(),
  rating: z.number(),
  stock: z.number().int(),
  /** Image URLs, largest variant (`…-800.webp`); the first is the cover. See `imageVariant`. */
  images: z.array(z.string()),
  /** The category's English name (spec). */
  category: z.string(),
  categoryId: z.string(),
  subCategoryId: z.string().nullable(),
  sellerId: z.string(),
  /** The seller's shop name in English (spec); the Kurdish and Arabic names follow. */
  shopName: z.string(),
  shopNameKu: z.string(),
  shopNameAr: z.string(),
  createdAt: z.string(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productSchema = productSummarySchema.extend({
  enDescription: z.string(),
  kuDescription: z.string(),
  arDescription: z.string(),
  colors: z.array(productColourSchema),
  /** How many reviews the product has. */
  reviewCount: z.number().int(),
  /** Print options, tiers and artwork spec when printed to order (docs/design.md §13), else null. */
  print: productPrintViewSchema.nullish(),
  /** The advance the seller asks before printing, percent of each line (100: all); null: none. */
  depositPercent: z.number().int().nullable(),
});
export type Product = z.infer<typeof productSchema>;

/** Carousels of the original show stacked groups of three. */
const productGroupsSchema = z.array(z.array(productSummarySchema));

/** GET /api/home/get-products */
export const homeProductsResponseSchema = z.object({
  products: z.array(productSummarySchema),
  latest_product: productGroupsSchema,
  topRated_product: productGroupsSchema,
  discount_product: productGroupsSchema,
});
export type HomeProductsResponse = z.infer<typeof homeProductsResponseSchema>;

/** Lowest and highest discounted base price in the catalogue (USD). */
export const priceRangeSchema = z.object({ low: z.number(), high: z.number() });
export type PriceRange = z.infer<typeof priceRangeSchema>;

/** GET /api/home/price-range-latest-product */
export const priceRangeLatestResponseSchema = z.object({
  latest_product: productGroupsSchema,
  priceRange: priceRangeSchema,
});
export type PriceRangeLatestResponse = z.infer<typeof priceRangeLatestResponseSchema>;

/** GET /api/home/get-discount-products */
export const discountProductsResponseSchema = z.object({
  totalProduct: z.number().int(),
  discountProducts: z.array(productSummarySchema),
});

/** GET /api/home/get-new-products */
export const newProductsResponseSchema = z.object({ newProducts: z.array(productSummarySchema) });

export const bannerSchema = z.object({
  _id: z.string(),
  /** As entered; the storefront prepends https:// when the scheme is missing. */
  bannerLink: z.string(),
  /** Largest variant (`…-1280.webp`). */
  image: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

/** GET /api/banners */
export const bannersResponseSchema = z.object({ banners: z.array(bannerSchema) });

/** GET /api/get-currencyIQD — IQD per base-currency unit, as a decimal string. */
export const currencyResponseSchema = z.object({ currencyIQD: z.string() });
export type CurrencyResponse = z.infer<typeof currencyResponseSchema>;

/**
 * GET /api/home/page-data — everything the home page shows, in one round trip
 * (the header's categories are the second).
 */
export const homePageResponseSchema = z.object({
  banners: z.array(bannerSchema),
  categories: z.array(categorySchema),
  newProducts: z.array(productSummarySchema),
  discountProducts: z.array(productSummarySchema),
  currencyIQD: z.string(),
});
export type HomePageResponse = z.infer<typeof homePageResponseSchema>;

const optionalNumber = () =>
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, { error: fieldErrorMessage('not_amount') })
    .transform(Number)
    .optional();

/** GET /api/home/query-products — every filter optional, all applied in SQL. */
export const queryProductsQuerySchema = z
  .object({
    category: z.string().trim().max(200).optional(),
    categoryId: idSchema.optional(),
    subCategoryId: idSchema.optional(),
    rating: z
      .string()
      .regex(/^[1-5]$/, { error: fieldErrorMessage('whole_range', { minimum: 1, maximum: 5 }) })
      .transform(Number)
      .optional(),
    lowPrice: optionalNumber(),
    highPrice: optionalNumber(),
    sortPrice: z
      .enum(SORT_PRICE, {
        error: fieldErrorMessage('invalid_choice', { choices: 'low-to-high or high-to-low' }),
      })
      .optional(),
    pageNumber: z
      .string()
      .regex(/^[1-9]\d{0,5}$/, { error: fieldErrorMessage('whole_from', { minimum: 1 }) })
      .transform(Number)
      .optional(),
    searchValue: z
      .string()
      .max(200, { error: fieldErrorMessage('too_long', { maximum: 200 }) })
      .optional(),
  })
  .refine(
    (q) => q.lowPrice === undefined || q.highPrice === undefined || q.lowPrice <= q.highPrice,
    {
      error: fieldErrorMessage('above_other', { other: 'highPrice' }),
      path: ['lowPrice'],
    },
  );
export type QueryProductsQuery = z.infer<typeof queryProductsQuerySchema>;

/** A way on from a search that found nothing: categories to browse, product names to try. */
export const searchSuggestionsSchema = z.object({
  categories: z.array(categorySchema),
  terms: z.array(z.object({ enName: z.string(), kuName: z.string(), arName: z.string() })),
});
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;

export const queryProductsResponseSchema = z.object({
  products: z.array(productSummarySchema),
  totalProduct: z.number().int(),
  parPage: z.number().int(),
  /** Only when a search found nothing. */
  suggestions: searchSuggestionsSchema.optional(),
});
export type QueryProductsResponse = z.infer<typeof queryProductsResponseSchema>;

/** GET /api/home/product-details/{slug or id} */
export const productDetailsResponseSchema = z.object({
  product: productSchema,
  relatedProducts: z.array(productSummarySchema),
  moreProducts: z.array(productSummarySchema),
  /** What the seller's parcel costs to each governorate, and its pickup (issue 36). */
  delivery: deliveryTermsSchema.optional(),
});
export type ProductDetailsResponse = z.infer<typeof productDetailsResponseSchema>;

/** GET /api/category-get?page=&searchValue=&parPage= (dashboard area) */
export const categoryPageQuerySchema = z.object({
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, { error: fieldErrorMessage('whole_from', { minimum: 1 }) })
    .transform(Number)
    .optional(),
  parPage: z
    .string()
    .regex(/^[1-9]\d{0,2}$/, {
      error: fieldErrorMessage('whole_range', { minimum: 1, maximum: 999 }),
    })
    .transform(Number)
    .optional(),
  searchValue: z.string().max(200).optional(),
});
export const categoryPageResponseSchema = z.object({
  categories: z.array(categorySchema),
  totalCategory: z.number().int(),
});

// ---------------------------------------------------------------------------------------------
// Admin: categories and sub-categories
// ---------------------------------------------------------------------------------------------

/** A category as the console lists it: the storefront's, with its place and how many sub-categories. */
export const consoleCategorySchema = categorySchema.extend({
  position: z.number().int(),
  subCategoryCount: z.number().int(),
  productCount: z.number().int(),
  createdAt: z.string(),
});
export type ConsoleCategory = z.infer<typeof consoleCategorySchema>;

/** POST /api/admin/categories (multipart: these fields and the file `image`). */
export const categoryFieldsSchema = threeNamesSchema.extend({
  position: positionText,
});

/** PATCH /api/admin/categories/{id} — any of the names and the position (the image has its own route). */
export const updateCategoryBodySchema = threeNamesSchema
  .extend({ position })
  .partial()
  .refine((body) => Object.keys(body).length > 0, {
    error: fieldErrorMessage('nothing_to_change'),
  });
export type UpdateBannerBody = z.infer<typeof updateBannerBodySchema>;

export const categoryResponseSchema = z.object({ category: consoleCategorySchema });
export type CategoryResponse = z.infer<typeof categoryResponseSchema>;
export const consoleCategoryPageResponseSchema = pageOf(consoleCategorySchema);

export const consoleSubCategorySchema = z.object({
  _id: z.string(),
  categoryId: z.string(),
  /** The parent category's names, shown in the reading language. */
  category: namesViewSchema,
  slug: z.string(),
  enName: z.string(),
  kuName: z.string(),
  arName: z.string(),
  position: z.number().int(),
  productCount: z.number().int(),
  createdAt: z.string(),
});
export type ConsoleSubCategory = z.infer<typeof consoleSubCategorySchema>;

export const subCategoryPageQuerySchema = pageQuerySchema.extend({
  categoryId: idSchema.optional(),
});

/** POST /api/admin/sub-categories */
export const createSubCategoryBodySchema = threeNamesSchema.extend({
  categoryId: idSchema,
  position: position.default(0),
});

/** PATCH /api/admin/sub-categories/{id} */
export const updateSubCategoryBodySchema = threeNamesSchema
  .extend({ categoryId: idSchema, position })
  .partial()
  .refine((body) => Object.keys(body).length > 0, {
    error: fieldErrorMessage('nothing_to_change'),
  });

export const subCategoryResponseSchema = z.object({ subCategory: consoleSubCategorySchema });
export type SubCategoryResponse = z.infer<typeof subCategoryResponseSchema>;
export const subCategoryPageResponseSchema = pageOf(consoleSubCategorySchema);

// ---------------------------------------------------------------------------------------------
// Admin: banners
// ---------------------------------------------------------------------------------------------

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Where a banner leads: a web address; http(s) or none (the storefront adds https://). */
export const bannerLinkSchema = z
  .string({ error: fieldErrorMessage('required') })
  .trim()
  .min(1, { error: fieldErrorMessage('required') })
  .max(500, { error: fieldErrorMessage('too_long', { maximum: 500 }) })
  .refine((link) => !/\s/.test(link), { error: fieldErrorMessage('invalid_link') })
  .refine((link) => !SCHEME.test(link) || /^https?:\/\//i.test(link), {
    error: fieldErrorMessage('invalid_link'),
  });

export const consoleBannerSchema = z.object({
  _id: z.string(),
  link: z.string(),
  /** The 1280 px variant's URL (a 640 px one exists too). */
  image: z.string(),
  position: z.number().int(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type ConsoleBanner = z.infer<typeof consoleBannerSchema>;

/** POST /api/admin/banners (multipart: these fields and the file `image`). */
export const bannerFieldsSchema = z.object({
  link: bannerLinkSchema,
  position: positionText,
  active: flag.default(true),
});

/** PATCH /api/admin/banners/{id} */
export const updateBannerBodySchema = z
  .object({
    link: bannerLinkSchema,
    position,
    active: z.boolean({ error: fieldErrorMessage('not_boolean') }),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, {
    error: fieldErrorMessage('nothing_to_change'),
  });

export const bannerResponseSchema = z.object({ banner: consoleBannerSchema });
export type BannerResponse = z.infer<typeof bannerResponseSchema>;
export const bannerPageResponseSchema = pageOf(consoleBannerSchema);
