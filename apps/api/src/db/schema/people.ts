import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@chapkhana/shared/languages';
import { SHOP_ROLES } from '@chapkhana/shared/shop-roles';
import { at, createdAt, id, updatedAt } from './columns';

export const customerType = pgEnum('customer_type', ['user', 'printHouse']);
export const staffRole = pgEnum('staff_role', ['admin', 'seller']);
/** A seller's staff member's role in its print house (packages/shared/src/shop-roles.ts). */
export const shopRole = pgEnum('shop_role', SHOP_ROLES);
/** The language a person reads the shop in (their last chosen one): mail to them is written in it. */
export const readerLanguage = pgEnum('reader_language', LANGUAGES);

/** A shopper: an individual (`user`) or a print house. Phone is E.164 and the login name. */
export const customers = pgTable(
  'customers',
  {
    id: id(),
    name: text('name').notNull(),
    /** Optional: a customer who signed up with a phone code has none (no email, no mail). */
    email: text('email'),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    userType: customerType('user_type').notNull().default('user'),
    address: text('address'),
    printHouseName: text('print_house_name'),
    /** Percent taken off the cart total (docs/storefront.md §6), set by an admin. */
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    /** Set at registration and sign-in, and when the customer switches language while signed in. */
    language: readerLanguage('language').notNull().default('kr'),
    /**
     * The channels the customer hears about orders on (issue 37), chosen in the dashboard or
     * turned off by writing STOP to the shop's WhatsApp; mail is not affected.
     */
    whatsappMessages: boolean('whatsapp_messages').notNull().default(true),
    smsMessages: boolean('sms_messages').notNull().default(true),
    /** Order mails (to `email`, when there is one), turned off in the dashboard only. */
    emailMessages: boolean('email_messages').notNull().default(true),
    emailVerifiedAt: at('email_verified_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customers_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('customers_phone_unique').on(t.phone),
    check(
      'customers_discount_range',
      sql`${t.discountPercent} >= 0 AND ${t.discountPercent} <= 100`,
    ),
    check(
      'customers_print_house_fields',
      sql`${t.userType} <> 'printHouse' OR (${t.address} IS NOT NULL AND ${t.printHouseName} IS NOT NULL)`,
    ),
  ],
);

/**
 * Someone who works the operations console: an admin, or a member of a print house's staff (role
 * `seller`, with its shop and its role there: owner, designer, production or dispatcher). A member
 * removed by the shop's owner keeps its row (history names it) but signs in no more, and its email
 * and phone are free for another account.
 */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: staffRole('role').notNull(),
    /** The print house a seller's member works for (null for an admin). */
    sellerId: uuid('seller_id').references((): AnyPgColumn => sellers.id, {
      onDelete: 'restrict',
    }),
    sellerRole: shopRole('seller_role'),
    active: boolean('active').notNull().default(true),
    /** Set at console sign-in and when the staff user switches language there. */
    language: readerLanguage('language').notNull().default('kr'),
    lastSignInAt: at('last_sign_in_at'),
    /** When the shop's owner removed the member (it then signs in no more). */
    removedAt: at('removed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('staff_users_email_unique')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.removedAt} IS NULL`),
    uniqueIndex('staff_users_phone_unique')
      .on(t.phone)
      .where(sql`${t.removedAt} IS NULL`),
    index('staff_users_seller_idx').on(t.sellerId),
    // An admin has no shop; a seller's member has both (given in the transaction that adds it,
    // after its shop's row: a new shop's row names its first owner).
    check(
      'staff_users_seller_member',
      sql`(${t.sellerId} IS NULL) = (${t.sellerRole} IS NULL) AND (${t.role} = 'seller' OR ${t.sellerId} IS NULL)`,
    ),
  ],
);

/**
 * A print house selling through the shop. `staffUserId` is its contact account (the first owner,
 * mailed about orders); all of its staff are the staff users with its `seller_id`.
 */
export const sellers = pgTable(
  'sellers',
  {
    id: id(),
    staffUserId: uuid('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'restrict' }),
    shopNameEn: text('shop_name_en').notNull(),
    shopNameKu: text('shop_name_ku').notNull(),
    shopNameAr: text('shop_name_ar').notNull(),
    city: text('city').notNull(),
    image: text('image'),
    active: boolean('active').notNull().default(true),
    /** Why the admin suspended the shop, and when (null while it is open). */
    suspendedReason: text('suspended_reason'),
    suspendedAt: at('suspended_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sellers_staff_user_unique').on(t.staffUserId),
    index('sellers_active_idx').on(t.active),
  ],
);

/** A signed, single-use email link (only its hash is stored) and the registration ticket it yields. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: id(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    requestedAt: createdAt(),
    requestIp: text('request_ip'),
    expiresAt: at('expires_at').notNull(),
    /** When the link made an account (set with `ticketUsedAt`; opening the link writes nothing). */
    verifiedAt: at('verified_at'),
    /** Hash of the separate ticket older links were exchanged for; new links are their own ticket. */
    ticketHash: text('ticket_hash'),
    /** When a registration spent the link: it makes one account, then it is used. */
    ticketUsedAt: at('ticket_used_at'),
    /**
     * Set on a link that adds or changes this customer's email (issue 37); such a link never
     * registers, and a registration link never changes an email. Both count against the same
     * per-email and per-network limits.
     */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('email_verifications_token_unique').on(t.tokenHash),
    index('email_verifications_customer_idx').on(t.customerId),
    uniqueIndex('email_verifications_ticket_unique').on(t.ticketHash),
    index('email_verifications_email_time_idx').on(sql`lower(${t.email})`, t.requestedAt),
    index('email_verifications_ip_time_idx').on(t.requestIp, t.requestedAt),
  ],
);

export const phoneCodePurpose = pgEnum('phone_code_purpose', ['sign-in', 'reset']);

/**
 * A one-time code sent to a phone (issue 37): only its HMAC is kept. The newest row of a phone and
 * purpose is its one active code; asking again replaces it (`spentAt`). The rows are also the
 * send limits' counters (per phone, per network, per day), so every server copy reads the same
 * numbers with or without Redis. A verified code yields a ticket (hash kept) for the next step,
 * registration or a new password, spent by it.
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: id(),
    /** E.164. */
    phone: text('phone').notNull(),
    purpose: phoneCodePurpose('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Wrong tries; at 10 the code is locked. */
    attempts: integer('attempts').notNull().default(0),
    /** Which code of the hour for this phone (1 = the first): the resend wait grows with it. */
    sendNumber: integer('send_number').notNull().default(1),
    /** Where it went: whatsapp, sms, or the outbox file when no provider is configured. */
    channel: text('channel'),
    /** The provider's message id (`wamid…`, an SMS id, the outbox file's). */
    messageId: text('message_id'),
    requestIp: text('request_ip').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    /** Used, or replaced by a newer code. */
    spentAt: at('spent_at'),
    verifiedAt: at('verified_at'),
    ticketHash: text('ticket_hash'),
    ticketExpiresAt: at('ticket_expires_at'),
    ticketUsedAt: at('ticket_used_at'),
  },
  (t) => [
    index('phone_codes_phone_time_idx').on(t.phone, t.createdAt),
    index('phone_codes_ip_time_idx').on(t.requestIp, t.createdAt),
    uniqueIndex('phone_codes_ticket_unique').on(t.ticketHash),
    check('phone_codes_attempts_range', sql`${t.attempts} >= 0 AND ${t.attempts} <= 10`),
  ],
);

/** A request for a mailed link to set a new password (only its hash is kept); spent by the new password. */
export const passwordResetLinks = pgTable(
  'password_reset_links',
  {
    id: id(),
    /** As asked for: its limits count whether or not it is a customer's (no enumeration). */
    email: text('email').notNull(),
    /** The account it resets; null when no customer has this email (no link was sent). */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    requestIp: text('request_ip').notNull(),
    requestedAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    uniqueIndex('password_reset_links_token_unique').on(t.tokenHash),
    index('password_reset_links_email_time_idx').on(sql`lower(${t.email})`, t.requestedAt),
    index('password_reset_links_customer_idx').on(t.customerId),
    index('password_reset_links_ip_time_idx').on(t.requestIp, t.requestedAt),
  ],
);

/**
 * A sign-in (customer or console). Its id travels as the token's `jti`; a revoked or idle session
 * refuses its token from then on (logout, password change, deactivation). `lastSeenAt` slides
 * with use, so an active customer stays signed in and an idle one is signed out.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    staffUserId: uuid('staff_user_id').references(() => staffUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    index('sessions_customer_idx').on(t.customerId),
    index('sessions_staff_user_idx').on(t.staffUserId),
    check('sessions_one_subject', sql`(${t.customerId} IS NULL) <> (${t.staffUserId} IS NULL)`),
  ],
);
