import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { staffUsers } from './people';

/** The shop's social profiles, by network; a missing network has no link. */
export type SocialLinks = Partial<
  Record<'facebook' | 'instagram' | 'tiktok' | 'telegram' | 'youtube' | 'x', string>
>;

/**
 * The shop's own identity, set by an admin in the console and read by every storefront page
 * (server-rendered too): contacts, social links and the About and Contact pages in three
 * languages. One row (id 1); nothing of it is compiled into a bundle.
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** WhatsApp number, E.164 with "+" ("+9647501234567"); empty hides the button. */
    whatsapp: text('whatsapp').notNull().default(''),
    /** Phone number shown on the Contact page and in the footer, E.164; empty hides it. */
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    social: jsonb('social')
      .$type<SocialLinks>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Page bodies as plain text (paragraphs split by blank lines), one per language. */
    aboutEn: text('about_en').notNull().default(''),
    aboutKu: text('about_ku').notNull().default(''),
    aboutAr: text('about_ar').notNull().default(''),
    contactEn: text('contact_en').notNull().default(''),
    contactKu: text('contact_ku').notNull().default(''),
    contactAr: text('contact_ar').notNull().default(''),
    updatedBy: uuid('updated_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [check('shop_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * The admin's switch for each payment method (issue 38). A method without a row is on: a method is
 * offered when the server has it set up (config.ts) and its switch is on.
 */
export const paymentMethodSwitches = pgTable(
  'payment_method_switches',
  {
    /** One of PAYMENT_METHOD_IDS (packages/shared/src/payments.ts). */
    method: text('method').primaryKey(),
    enabled: boolean('enabled').notNull(),
    updatedBy: uuid('updated_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'payment_method_switches_method',
      sql`${t.method} in ('cod', 'fib', 'qi', 'zaincash', 'fastpay')`,
    ),
    index('payment_method_switches_updated_by_idx').on(t.updatedBy),
  ],
);
