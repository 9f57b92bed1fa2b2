import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { CardTemplate, CardValues } from '@chapkhana/shared/card-templates';
import { createdAt, id, updatedAt } from './columns';
import { products } from './catalogue';
import { customers, sellers } from './people';
import { artworkFiles } from './print';

/** A template's name in the shop's three languages (shared/card-designs.ts). */
type TemplateName = { kr: string; ar: string; en: string };

/**
 * A file a designed card draws (issue 40): a print house's background for its templates (a
 * picture or a one-page PDF), or a customer's logo (a picture). Stored privately under
 * `DATA_DIR/private/card-files`; exactly one of `sellerId` and `customerId` owns it.
 */
export const cardFiles = pgTable(
  'card_files',
  {
    id: id(),
    sellerId: uuid('seller_id').references(() => sellers.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    mimeType: text('mime_type').notNull(),
    bytes: integer('bytes').notNull(),
    /** A picture's pixels (null for a PDF). */
    widthPx: integer('width_px'),
    heightPx: integer('height_px'),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('card_files_seller_idx').on(t.sellerId),
    index('card_files_customer_idx').on(t.customerId),
    check('card_files_one_owner', sql`(${t.sellerId} is null) <> (${t.customerId} is null)`),
    check('card_files_bytes_positive', sql`${t.bytes} > 0`),
  ],
);

/** A print house's template for one of its print products; customers see it once published. */
export const cardTemplates = pgTable(
  'card_templates',
  {
    id: id(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: jsonb('name').$type<TemplateName>().notNull(),
    template: jsonb('template').$type<CardTemplate>().notNull(),
    published: boolean('published').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('card_templates_seller_idx').on(t.sellerId, t.updatedAt.desc()),
    // The product's page reads its published ones; deleting a product removes them all.
    index('card_templates_product_idx').on(t.productId),
  ],
);

/**
 * A customer's card: the template as it was when last saved (so the print house editing or
 * removing it never changes the card) and the values typed into it; `artworkId` is the print
 * file last made from it, kept as the customer's artwork.
 */
export const cardDesigns = pgTable(
  'card_designs',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    templateId: uuid('template_id').references(() => cardTemplates.id, { onDelete: 'set null' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: jsonb('name').$type<TemplateName>().notNull(),
    template: jsonb('template').$type<CardTemplate>().notNull(),
    values: jsonb('values').$type<CardValues>().notNull(),
    artworkId: uuid('artwork_id').references(() => artworkFiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('card_designs_customer_idx').on(t.customerId, t.updatedAt.desc()),
    index('card_designs_template_idx').on(t.templateId),
    index('card_designs_product_idx').on(t.productId),
    index('card_designs_artwork_idx').on(t.artworkId),
  ],
);
