import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, updatedAt } from './columns';
import { products } from './catalogue';
import { customers, sellers } from './people';

/** One review per customer and product; a second submission replaces the first. */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    rating: integer('rating').notNull(),
    review: text('review').notNull(),
    verifiedPurchase: boolean('verified_purchase').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_product_customer_unique').on(t.productId, t.customerId),
    // The list shows the latest edit first (a second review replaces the first).
    index('reviews_product_updated_idx').on(
      t.productId,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Deleting a customer deletes their reviews; the indexes above lead by product.
    index('reviews_customer_idx').on(t.customerId),
    check('reviews_rating_range', sql`${t.rating} >= 1 AND ${t.rating} <= 5`),
  ],
);

/** A conversation between a customer and a seller; ordered by its latest message. */
export const chatContacts = pgTable(
  'chat_contacts',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    lastMessageAt: at('last_message_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_contacts_pair_unique').on(t.customerId, t.sellerId),
    index('chat_contacts_seller_recent_idx').on(t.sellerId, t.lastMessageAt.desc().nullsFirst()),
    index('chat_contacts_customer_recent_idx').on(
      t.customerId,
      t.lastMessageAt.desc().nullsFirst(),
    ),
  ],
);

export const chatSender = pgEnum('chat_sender', ['customer', 'seller']);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => chatContacts.id, { onDelete: 'cascade' }),
    sender: chatSender('sender').notNull(),
    senderName: text('sender_name').notNull(),
    message: text('message').notNull(),
    seenAt: at('seen_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_contact_created_idx').on(t.contactId, t.createdAt),
    check('chat_messages_not_empty', sql`length(btrim(${t.message})) > 0`),
  ],
);
