// The operations console's contract (admin and seller), used by the API and the console alike.
import { z } from './zod';
import { idSchema } from './catalogue';
import { DELIVERY_STATUSES, orderLineSchema, orderSchema, PAYMENT_STATUSES } from './orders';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './accounts';
import { iraqiPhoneSchema } from './phone';
import { normaliseDigits } from './text';

// ---------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------

/** Tables page on the server; a page holds at most this many rows. */
export const CONSOLE_MAX_PER_PAGE = 100;
export const CONSOLE_DEFAULT_PER_PAGE = 20;
/** A product shows at most this many pictures. */
export const MAX_PRODUCT_IMAGES = 6;
/** Uploaded files larger than this are refused with 413 before they are decoded. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Larger pictures (in either side, in pixels) are refused: they are not photos of a product. */
export const MAX_IMAGE_SIDE = 6000;
/** The highest IQD rate the console accepts for one base-currency unit (a typo guard). */
export const MAX_CURRENCY_RATE = 100_000;
export const MAX_PRODUCT_PRICE = 1_000_000;

const requiredText = (max: number) =>
  z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(max, { error: `must be at most ${max} characters` });

const optionalText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .default('');

const position = z
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(0, { error: 'must not be negative' })
  .max(10_000, { error: 'must be at most 10000' });

const quantity = z
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(0, { error: 'must not be negative' })
  .max(1_000_000, { error: 'must be at most 1000000' });

/** The three names everything in the catalogue carries (English, Kurdish Sorani, Arabic). */
export const threeNamesSchema = z.object({
  enName: requiredText(120),
  kuName: requiredText(120),
  arName: requiredText(120),
});

/** The three names as the API sends them back (already validated when they were stored). */
export const namesViewSchema = z.object({
  enName: z.string(),
  kuName: z.string(),
  arName: z.string(),
});

/**
 * A decimal amount typed as text (Eastern Arabic or Persian digits allowed), e.g. "12.50":
 * at most `places` decimals, from `min` (inclusive unless `minExclusive`) up to `max`.
 * Numbers are accepted too and read through their decimal spelling.
 */
export function decimalTextSchema(options: {
  places: number;
  max: number;
  minExclusive?: boolean;
}) {
  const pattern = new RegExp(`^\\d{1,9}(\\.\\d{1,${options.places}})?$`);
  return z
    .union([z.string(), z.number()], { error: 'must be a number written as text, e.g. "12.50"' })
    .transform((value) => normaliseDigits(String(value)).trim())
    .pipe(
      z
        .string()
        .regex(pattern, {
          error: `must be a number ≥ 0 with at most ${options.places} decimals`,
        })
        .refine((text) => !options.minExclusive || Number(text) > 0, {
          error: 'must be greater than 0',
        })
        .refine((text) => Number(text) <= options.max, {
          error: `must be at most ${options.max}`,
        }),
    );
}

const pageNumber = z
  .string()
  .regex(/^[1-9]\d{0,5}$/, { error: 'must be a whole number from 1' })
  .transform(Number)
  .default(1);
const perPage = z
  .string()
  .regex(/^[1-9]\d{0,2}$/, { error: `must be a whole number from 1 to ${CONSOLE_MAX_PER_PAGE}` })
  .transform(Number)
  .refine((n) => n <= CONSOLE_MAX_PER_PAGE, {
    error: `must be a whole number from 1 to ${CONSOLE_MAX_PER_PAGE}`,
  })
  .default(CONSOLE_DEFAULT_PER_PAGE);
const search = z.string().trim().max(200, { error: 'must be at most 200 characters' }).optional();

/** `?page=&perPage=&search=` of every console table. */
export const pageQuerySchema = z.object({ page: pageNumber, perPage, search });
export type PageQuery = z.infer<typeof pageQuerySchema>;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written `YYYY-MM-DD`. */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const isoDate = z
  .string()
  .refine(isIsoDate, { error: 'must be a date written YYYY-MM-DD' })
  .optional();

/** `?from=&to=` — whole days in Iraq time, both included. */
const dateRange = { from: isoDate, to: isoDate };
const fromNotAfterTo = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.from <= query.to;

/** A page of rows and what the table needs to draw its pager. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    perPage: z.number().int(),
  });

export const idParamsSchema = z.object({ id: idSchema });

/**
 * A URL slug from an English name: lowercase ASCII letters and digits joined by single hyphens
 * (accents dropped, other characters become separators), at most 60 characters; `fallback`
 * when nothing is left. The server makes it unique with a numeric suffix.
 */
export function slugify(text: string, fallback: string): string {
  const slug = normaliseDigits(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || fallback;
}

// ---------------------------------------------------------------------------------------------
// Admin: categories and sub-categories
// ---------------------------------------------------------------------------------------------

export const consoleCategorySchema = z.object({
  _id: z.string(),
  slug: z.string(),
  enName: z.string(),
  kuName: z.string(),
  arName: z.string(),
  /** The 400 px variant's URL (`…-400.webp`; a 200 px one exists too). */
  image: z.string(),
  position: z.number().int(),
  subCategoryCount: z.number().int(),
  productCount: z.number().int(),
  createdAt: z.string(),
});
export type ConsoleCategory = z.infer<typeof consoleCategorySchema>;

/** POST /api/admin/categories (multipart: these fields and the file `image`). */
export const categoryFieldsSchema = threeNamesSchema.extend({
  position: z
    .string()
    .regex(/^\d{1,5}$/, { error: 'must be a whole number' })
    .transform(Number)
    .default(0),
});

/** PATCH /api/admin/categories/{id} — any of the names and the position (the image has its own route). */
export const updateCategoryBodySchema = threeNamesSchema
  .extend({ position })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: 'Nothing to change was sent.' });

export const categoryResponseSchema = z.object({ category: consoleCategorySchema });
export const categoryPageResponseSchema = pageOf(consoleCategorySchema);

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
  .refine((body) => Object.keys(body).length > 0, { error: 'Nothing to change was sent.' });

export const subCategoryResponseSchema = z.object({ subCategory: consoleSubCategorySchema });
export const subCategoryPageResponseSchema = pageOf(consoleSubCategorySchema);

// ---------------------------------------------------------------------------------------------
// Admin: banners
// ---------------------------------------------------------------------------------------------

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Where a banner leads: a web address; http(s) or none (the storefront adds https://). */
export const bannerLinkSchema = z
  .string({ error: 'is required' })
  .trim()
  .min(1, { error: 'is required' })
  .max(500, { error: 'must be at most 500 characters' })
  .refine((link) => !/\s/.test(link), { error: 'must not contain spaces' })
  .refine((link) => !SCHEME.test(link) || /^https?:\/\//i.test(link), {
    error: 'must be a web address such as https://shop.example/sale',
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

const flag = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((v) => v === 'true');

/** POST /api/admin/banners (multipart: these fields and the file `image`). */
export const bannerFieldsSchema = z.object({
  link: bannerLinkSchema,
  position: z
    .string()
    .regex(/^\d{1,5}$/, { error: 'must be a whole number' })
    .transform(Number)
    .default(0),
  active: flag.default(true),
});

/** PATCH /api/admin/banners/{id} */
export const updateBannerBodySchema = z
  .object({
    link: bannerLinkSchema,
    position,
    active: z.boolean({ error: 'must be true or false' }),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: 'Nothing to change was sent.' });

export const bannerResponseSchema = z.object({ banner: consoleBannerSchema });
export const bannerPageResponseSchema = pageOf(consoleBannerSchema);

// ---------------------------------------------------------------------------------------------
// Admin: currency rate
// ---------------------------------------------------------------------------------------------

export const rateEntrySchema = z.object({
  _id: z.string(),
  /** IQD per base-currency unit, exact decimal ("1310.0000"). */
  currencyIQD: z.string(),
  setBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type RateEntry = z.infer<typeof rateEntrySchema>;

/** GET /api/admin/currency — the rate in force and a page of its history, newest first. */
export const currencyHistoryResponseSchema = pageOf(rateEntrySchema).extend({
  currencyIQD: z.string().nullable(),
});

/** POST /api/admin/currency — a new rate; the previous ones stay as history. */
export const setRateBodySchema = z.object({
  currencyIQD: decimalTextSchema({ places: 4, max: MAX_CURRENCY_RATE, minExclusive: true }),
});
export const setRateResponseSchema = z.object({ currencyIQD: z.string(), entry: rateEntrySchema });

// ---------------------------------------------------------------------------------------------
// Admin: sellers and customers
// ---------------------------------------------------------------------------------------------

export const consoleSellerSchema = z.object({
  _id: z.string(),
  shopNameEn: z.string(),
  shopNameKu: z.string(),
  shopNameAr: z.string(),
  city: z.string(),
  active: z.boolean(),
  account: z.object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  productCount: z.number().int(),
  createdAt: z.string(),
});
export type ConsoleSeller = z.infer<typeof consoleSellerSchema>;

export const sellerPageQuerySchema = pageQuerySchema.extend({ active: flag.optional() });
export const sellerPageResponseSchema = pageOf(consoleSellerSchema);
/** PATCH /api/admin/sellers/{id} — a deactivated seller signs in no more and its products leave the shop. */
export const setSellerActiveBodySchema = z.object({
  active: z.boolean({ error: 'must be true or false' }),
});
export const sellerResponseSchema = z.object({ seller: consoleSellerSchema });

export const consoleCustomerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  userType: z.enum(['user', 'printHouse']),
  printHouseName: z.string().nullable(),
  address: z.string().nullable(),
  /** Percent taken off the cart total, exact decimal ("12.50"). */
  discountPercent: z.string(),
  orderCount: z.number().int(),
  createdAt: z.string(),
});
export type ConsoleCustomer = z.infer<typeof consoleCustomerSchema>;

export const customerPageResponseSchema = pageOf(consoleCustomerSchema);
/** PATCH /api/admin/customers/{id} */
export const setCustomerDiscountBodySchema = z.object({
  discountPercent: decimalTextSchema({ places: 2, max: 100 }),
});
export const customerResponseSchema = z.object({ customer: consoleCustomerSchema });
export const customerOrdersResponseSchema = pageOf(orderSchema);

// ---------------------------------------------------------------------------------------------
// Admin: orders
// ---------------------------------------------------------------------------------------------

export const orderPartSchema = z.object({
  _id: z.string(),
  sellerId: z.string(),
  shopName: z.string(),
  price: z.string(),
  delivery_status: z.enum(DELIVERY_STATUSES),
});

/** An order as the console shows it: the customer's order, who placed it and each seller's part. */
export const consoleOrderSchema = orderSchema.extend({
  customer: z.object({ _id: z.string(), name: z.string(), phone: z.string(), email: z.string() }),
  parts: z.array(orderPartSchema),
});
export type ConsoleOrder = z.infer<typeof consoleOrderSchema>;

/** GET /api/admin/orders — newest first; `search` is an order number, or a customer's name, phone or email. */
export const orderPageQuerySchema = pageQuerySchema
  .extend({
    delivery_status: z.enum(DELIVERY_STATUSES, { error: 'must be an order status' }).optional(),
    payment_status: z.enum(PAYMENT_STATUSES, { error: 'must be paid or unpaid' }).optional(),
    ...dateRange,
  })
  .refine(fromNotAfterTo, { error: 'must not be after to', path: ['from'] });
export type OrderPageQuery = z.infer<typeof orderPageQuerySchema>;

export const consoleOrderPageResponseSchema = pageOf(consoleOrderSchema);
export const consoleOrderResponseSchema = z.object({ order: consoleOrderSchema });

/** PATCH /api/admin/orders/{id} */
export const setOrderStatusBodySchema = z.object({
  delivery_status: z.enum(DELIVERY_STATUSES, { error: 'must be an order status' }),
});

// ---------------------------------------------------------------------------------------------
// Seller: products
// ---------------------------------------------------------------------------------------------

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

/**
 * PUT /api/seller/products/{id}/images — the pictures to keep, in their new order (URLs as the
 * product lists them); pictures left out are removed. New ones are uploaded with POST (multipart).
 */
export const arrangeImagesBodySchema = z.object({
  images: z
    .array(z.string().min(1).max(300))
    .max(MAX_PRODUCT_IMAGES, { error: `may have at most ${MAX_PRODUCT_IMAGES} pictures` }),
});

// ---------------------------------------------------------------------------------------------
// Seller: sub-orders
// ---------------------------------------------------------------------------------------------

/** The statuses a seller may move its part of an order to (cancelling is the admin's). */
export const SELLER_SETTABLE_STATUSES = ['preparing', 'on way', 'delivered'] as const;

/** A seller's part of a customer's order: its own lines only, and where to deliver. */
export const sellerOrderSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  orderNumber: z.number().int(),
  /** This part's total in IQD. */
  price: z.string(),
  /** This part's status. */
  delivery_status: z.enum(DELIVERY_STATUSES),
  /** The whole order's status (the least advanced of its parts) and payment. */
  order_status: z.enum(DELIVERY_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: z.enum(['cod', 'fib']).nullable(),
  shippingInfo: orderSchema.shape.shippingInfo,
  createdAt: z.string(),
  date: z.string(),
  products: z.array(orderLineSchema),
});
export type SellerOrder = z.infer<typeof sellerOrderSchema>;

export const sellerOrderPageQuerySchema = pageQuerySchema
  .extend({
    delivery_status: z.enum(DELIVERY_STATUSES, { error: 'must be an order status' }).optional(),
    ...dateRange,
  })
  .refine(fromNotAfterTo, { error: 'must not be after to', path: ['from'] });
export type SellerOrderPageQuery = z.infer<typeof sellerOrderPageQuerySchema>;

export const sellerOrderPageResponseSchema = pageOf(sellerOrderSchema);
export const sellerOrderResponseSchema = z.object({ order: sellerOrderSchema });

/** PATCH /api/seller/orders/{id} */
export const setSellerOrderStatusBodySchema = z.object({
  delivery_status: z.enum(SELLER_SETTABLE_STATUSES, {
    error: 'must be preparing, on way or delivered',
  }),
});

// ---------------------------------------------------------------------------------------------
// Command line: the first admin
// ---------------------------------------------------------------------------------------------

/** `npm run create-admin -- --email … --phone … [--name …]`, password from ADMIN_PASSWORD or a prompt. */
export const createAdminInputSchema = z.object({
  email: z
    .string({ error: 'is required' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'must be a valid email address' }).max(254)),
  phone: iraqiPhoneSchema,
  name: requiredText(100),
  password: z
    .string({ error: 'is required' })
    .min(PASSWORD_MIN_LENGTH, { error: `must be at least ${PASSWORD_MIN_LENGTH} characters` })
    .max(PASSWORD_MAX_LENGTH, { error: `must be at most ${PASSWORD_MAX_LENGTH} characters` }),
});
export type CreateAdminInput = z.infer<typeof createAdminInputSchema>;
