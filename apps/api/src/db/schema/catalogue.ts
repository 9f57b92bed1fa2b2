import type { ProductPrint } from '@chapkhana/shared/print';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { sellers, staffUsers } from './people';

const slugFormat = (column: unknown) => sql`${column} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`;

export const categories = pgTable(
  'categories',
  {
    id: id(),
    slug: text('slug').notNull(),
    enName: text('en_name').notNull(),
    kuName: text('ku_name').notNull(),
    arName: text('ar_name').notNull(),
    /** Image base path without width suffix, e.g. `/uploads/categories/mugs`. */
    image: text('image').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('categories_slug_unique').on(t.slug),
    uniqueIndex('categories_en_name_unique').on(t.enName),
    check('categories_slug_format', slugFormat(t.slug)),
  ],
);

export const subCategories = pgTable(
  'sub_categories',
  {
    id: id(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    enName: text('en_name').notNull(),
    kuName: text('ku_name').notNull(),
    arName: text('ar_name').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sub_categories_slug_unique').on(t.slug),
    index('sub_categories_category_idx').on(t.categoryId, t.position),
    check('sub_categories_slug_format', slugFormat(t.slug)),
  ],
);

export const banners = pgTable(
  'banners',
  {
    id: id(),
    /** As entered by an admin; the storefront prepends https:// when the scheme is missing. */
    link: text('link').notNull(),
    image: text('image').notNull(),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('banners_active_position_idx').on(t.active, t.position)],
);

/**
 * The shop's own synonyms for the storefront search (issue 35.15): each row is a group of terms
 * that mean the same product ("business card", "كروت شخصية", "کارتی بزنس"), folded as typed
 * searches are; a search for any term finds what any other term finds. The admin edits them;
 * migration 0015 seeds the Iraqi print vocabulary.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: id(),
    terms: text('terms').array().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('search_synonyms_terms_size', sql`cardinality(${t.terms}) between 2 and 12`)],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'restrict' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    subCategoryId: uuid('sub_category_id').references(() => subCategories.id, {
      onDelete: 'set null',
    }),
    slug: text('slug').notNull(),
    code: text('code').notNull(),
    enName: text('en_name').notNull(),
    kuName: text('ku_name').notNull(),
    arName: text('ar_name').notNull(),
    enDescription: text('en_description').notNull().default(''),
    kuDescription: text('ku_description').notNull().default(''),
    arDescription: text('ar_description').notNull().default(''),
    /** Base currency (USD), exact decimal. */
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    discount: integer('discount').notNull().default(0),
    /**
     * The advance (عربون) the seller asks before printing, as a percent of each line (100: the
     * whole amount); null asks none. Snapshotted on each order line when ordered (issue 38).
     */
    depositPercent: integer('deposit_percent'),
    rating: numeric('rating', { precision: 2, scale: 1 }).notNull().default('0'),
    stock: integer('stock').notNull().default(0),
    /** Image base paths without width suffix, the first is the cover. */
    images: jsonb('images')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /**
     * Printed to order: USD a piece of its cheapest tier and choice (`cheapestPrintPiece`),
     * exact; written by the application with `print` (and at start-up when missing); else null.
     */
    printPriceFrom: numeric('print_price_from'),
    /**
     * The price a card shows (a print product's "from" figure, else its price) after the
     * product's discount, kept by the database for filtering and sorting.
     */
    discountedPrice: numeric('discounted_price', { precision: 14, scale: 4 })
      .notNull()
      .generatedAlwaysAs(sql`coalesce(print_price_from, price) * (100 - discount) / 100`),
    /**
     * The three names and the code folded for search (`foldForSearch`): written by the
     * application on every insert and update, matched through a trigram index.
     */
    searchText: text('search_text').notNull().default(''),
    /** Print options, quantity tiers and artwork spec (docs/design.md §13); null when not printed to order. */
    print: jsonb('print').$type<ProductPrint>(),
    /**
     * On the storefront (listings, search, sitemap, product page, carts). A new product starts
     * as a draft and is published once it is complete with its pictures; the seller can take it
     * off sale and back. Products made before drafts existed stay published.
     */
    published: boolean('published').notNull().default(true),
    /**
     * The key the console sent with the product's creation (`Idempotency-Key`): a repeat of the
     * same creation answers this product instead of making a second one.
     */
    creationKey: text('creation_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Listing orders end in `id` so equal times and prices page stably; the indexes match them.
  // `ORDER BY x DESC` means NULLS FIRST in PostgreSQL, so descending index columns say so too:
  // an index on `x DESC NULLS LAST` cannot serve that order and each listing sorted the table.
  (t) => {
    // A function: drizzle's column builders are consumed by the index they go into.
    const newest = () => [t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()] as const;
    return [
      uniqueIndex('products_slug_unique').on(t.slug),
      uniqueIndex('products_code_unique').on(t.code),
      uniqueIndex('products_seller_creation_key_unique').on(t.sellerId, t.creationKey),
      index('products_category_created_idx').on(t.categoryId, ...newest()),
      index('products_sub_category_created_idx').on(t.subCategoryId, ...newest()),
      index('products_seller_idx').on(t.sellerId, ...newest()),
      index('products_created_idx').on(...newest()),
      index('products_discounted_price_idx').on(t.discountedPrice, ...newest()),
      // Rating and seller ride along so a filtered listing's count reads the index alone.
      index('products_category_price_idx').on(
        t.categoryId,
        t.discountedPrice,
        ...newest(),
        t.rating,
        t.sellerId,
      ),
      index('products_rating_idx').on(t.rating.desc().nullsFirst(), ...newest()),
      index('products_discount_idx')
        .on(t.discount.desc().nullsFirst(), ...newest())
        .where(sql`discount > 0`),
      index('products_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
      check('products_slug_format', slugFormat(t.slug)),
      check('products_price_non_negative', sql`${t.price} >= 0`),
      check('products_discount_range', sql`${t.discount} >= 0 AND ${t.discount} <= 100`),
      check(
        'products_deposit_percent_range',
        sql`${t.depositPercent} IS NULL OR (${t.depositPercent} >= 1 AND ${t.depositPercent} <= 100)`,
      ),
      check('products_rating_range', sql`${t.rating} >= 0 AND ${t.rating} <= 5`),
      check('products_stock_non_negative', sql`${t.stock} >= 0`),
    ];
  },
);

export const productColors = pgTable(
  'product_colors',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    hex: text('hex').notNull(),
    enName: text('en_name').notNull(),
    kuName: text('ku_name').notNull(),
    arName: text('ar_name').notNull(),
    quantity: integer('quantity').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    // A product's page reads its colours in order; without it every read scans every colour.
    index('product_colors_product_position_idx').on(t.productId, t.position),
    check('product_colors_hex_format', sql`${t.hex} ~ '^#[0-9a-f]{6}$'`),
    check('product_colors_quantity_non_negative', sql`${t.quantity} >= 0`),
  ],
);

export const productProperties = pgTable(
  'product_properties',
  {
    id: id(),
    colorId: uuid('color_id')
      .notNull()
      .references(() => productColors.id, { onDelete: 'cascade' }),
    /** A value such as "100 pcs" or "8 oz" in three languages; a missing one is '' (read with a fallback). */
    enName: text('en_name').notNull().default(''),
    kuName: text('ku_name').notNull().default(''),
    arName: text('ar_name').notNull().default(''),
    quantity: integer('quantity').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('product_properties_color_position_idx').on(t.colorId, t.position),
    check('product_properties_quantity_non_negative', sql`${t.quantity} >= 0`),
  ],
);

/** IQD per base-currency unit; the newest row is the rate in force, older rows are its history. */
export const currencyRates = pgTable(
  'currency_rates',
  {
    id: id(),
    iqdPerUnit: numeric('iqd_per_unit', { precision: 12, scale: 4 }).notNull(),
    setBy: uuid('set_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('currency_rates_created_idx').on(t.createdAt.desc().nullsFirst()),
    // Deleting a staff user sets the rates they set to no one.
    index('currency_rates_set_by_idx').on(t.setBy),
    check('currency_rates_positive', sql`${t.iqdPerUnit} > 0`),
  ],
);
