import type { Language } from '@chapkhana/shared/languages';
import { and, count, desc, eq, gt, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type {
  ConsoleCustomer,
  MessageChoices,
  MessageChoicesBody,
} from '@chapkhana/shared/accounts';
import type { PageQuery } from '@chapkhana/shared/fields';
import type { Database } from '../../db/client';
import { containsPattern, paged, pageOffset, phoneMatches } from '../../db/query-helpers';
import {
  customers,
  emailVerifications,
  passwordResetLinks,
  phoneCodes,
} from '../../db/schema/index';

export type CustomerRow = typeof customers.$inferSelect;

/** Link requests for this email since `since`, newest first. */
export async function recentLinkRequests(db: Database, email: string, since: Date) {
  return db
    .select({ requestedAt: emailVerifications.requestedAt })
    .from(emailVerifications)
    .where(
      and(
        sql`lower(${emailVerifications.email}) = ${email.toLowerCase()}`,
        gt(emailVerifications.requestedAt, since),
      ),
    )
    .orderBy(desc(emailVerifications.requestedAt));
}

export async function countLinkRequestsFromIp(
  db: Database,
  ip: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(emailVerifications)
    .where(and(eq(emailVerifications.requestIp, ip), gt(emailVerifications.requestedAt, since)));
  return row?.total ?? 0;
}

/** Serialises link requests for one email across transactions and server copies. */
export async function lockEmail(db: Database, email: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`email-link:${email.toLowerCase()}`}))`,
  );
}

export async function insertLinkRequest(
  db: Database,
  values: typeof emailVerifications.$inferInsert,
) {
  const [row] = await db
    .insert(emailVerifications)
    .values(values)
    .returning({ id: emailVerifications.id });
  return row;
}

export async function deleteLinkRequest(db: Database, id: string): Promise<void> {
  await db.delete(emailVerifications).where(eq(emailVerifications.id, id));
}

/** The registration link with this token hash, spent or not (to tell used from expired). */
export async function findLink(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      email: emailVerifications.email,
      expiresAt: emailVerifications.expiresAt,
      usedAt: emailVerifications.ticketUsedAt,
      verifiedAt: emailVerifications.verifiedAt,
    })
    .from(emailVerifications)
    .where(and(eq(emailVerifications.tokenHash, tokenHash), isNull(emailVerifications.customerId)));
  return row;
}

/**
 * Spends a link without an account (its registrations were refused too often): used, but not
 * verified, which tells the two apart (`verifiedAt` is set only with an account).
 */
export async function spendLinkUnused(db: Database, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(emailVerifications)
    .set({ ticketUsedAt: now })
    .where(
      and(
        eq(emailVerifications.tokenHash, tokenHash),
        isNull(emailVerifications.ticketUsedAt),
        isNull(emailVerifications.customerId),
      ),
    );
}

/**
 * Spends an unexpired, unused link, atomically: of two registrations racing with one link, the
 * second waits for the first's row lock and then finds the link used (READ COMMITTED re-reads
 * the row). `owner`: the customer an email change link belongs to, or null for a sign-up link
 * (one kind never spends the other). Undefined when the link is unknown, used or expired.
 */
export async function spendLink(db: Database, tokenHash: string, owner: string | null, now: Date) {
  const [row] = await db
    .update(emailVerifications)
    .set({ verifiedAt: now, ticketUsedAt: now })
    .where(
      and(
        eq(emailVerifications.tokenHash, tokenHash),
        isNull(emailVerifications.ticketUsedAt),
        owner === null
          ? isNull(emailVerifications.customerId)
          : eq(emailVerifications.customerId, owner),
        gt(emailVerifications.expiresAt, now),
      ),
    )
    .returning({ email: emailVerifications.email });
  return row;
}

// --- Email change links (issue 37) ----------------------------------------------------------------

/** The email change link with this token hash, spent or not (to say why it cannot be used). */
export async function findEmailChangeLink(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      customerId: emailVerifications.customerId,
      expiresAt: emailVerifications.expiresAt,
      usedAt: emailVerifications.ticketUsedAt,
    })
    .from(emailVerifications)
    .where(
      and(eq(emailVerifications.tokenHash, tokenHash), isNotNull(emailVerifications.customerId)),
    );
  return row;
}

/**
 * Spends this customer's email change link (spendLink) together with the customer's other open
 * change links, so an older link cannot switch the email back later. Answers the link's email,
 * or undefined.
 */
export async function spendEmailChangeLink(
  db: Database,
  tokenHash: string,
  customerId: string,
  now: Date,
) {
  const row = await spendLink(db, tokenHash, customerId, now);
  if (row) {
    await db
      .update(emailVerifications)
      .set({ ticketUsedAt: now })
      .where(
        and(eq(emailVerifications.customerId, customerId), isNull(emailVerifications.ticketUsedAt)),
      );
  }
  return row;
}

/** The customer's new email; false when the account is gone. */
export async function setCustomerEmail(
  db: Database,
  id: string,
  email: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(customers)
    .set({ email, emailVerifiedAt: now, updatedAt: now })
    .where(eq(customers.id, id))
    .returning({ id: customers.id });
  return rows.length > 0;
}

export async function findCustomerByEmail(
  db: Database,
  email: string,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(sql`lower(${customers.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function findCustomerByPhone(
  db: Database,
  phone: string,
): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.phone, phone));
  return row;
}

export async function findCustomerById(db: Database, id: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}

export async function insertCustomer(
  db: Database,
  values: typeof customers.$inferInsert,
): Promise<CustomerRow> {
  const [row] = await db.insert(customers).values(values).returning();
  if (!row) throw new Error('Inserting a customer returned no row.');
  return row;
}

/** Keeps the language the customer reads the shop in (their mail is written in it). */
export async function setCustomerLanguage(
  db: Database,
  id: string,
  language: Language,
): Promise<boolean> {
  const rows = await db
    .update(customers)
    .set({ language })
    .where(eq(customers.id, id))
    .returning({ id: customers.id });
  return rows.length > 0;
}

/** A customer's message choices, as columns of `customers`. */
export const CHOICE_COLUMNS = {
  whatsapp: customers.whatsappMessages,
  sms: customers.smsMessages,
  email: customers.emailMessages,
};

/** The channels the customer hears about orders on, or undefined when the account is gone. */
export async function customerMessageChoices(
  db: Database,
  id: string,
): Promise<MessageChoices | undefined> {
  const [row] = await db.select(CHOICE_COLUMNS).from(customers).where(eq(customers.id, id));
  return row;
}

/**
 * Keeps the customer's channels (mail as it was when `email` is missing); the saved choices, or
 * undefined when the account is gone.
 */
export async function setCustomerMessageChoices(
  db: Database,
  id: string,
  choices: MessageChoicesBody,
): Promise<MessageChoices | undefined> {
  const [row] = await db
    .update(customers)
    .set({
      whatsappMessages: choices.whatsapp,
      smsMessages: choices.sms,
      ...(choices.email === undefined ? {} : { emailMessages: choices.email }),
    })
    .where(eq(customers.id, id))
    .returning(CHOICE_COLUMNS);
  return row;
}

export async function updatePasswordHash(
  db: Database,
  id: string,
  passwordHash: string,
  now: Date,
) {
  await db.update(customers).set({ passwordHash, updatedAt: now }).where(eq(customers.id, id));
}

// --- The console's customers --------------------------------------------------------------------------------

const customerColumns = {
  id: customers.id,
  name: customers.name,
  email: customers.email,
  phone: customers.phone,
  userType: customers.userType,
  printHouseName: customers.printHouseName,
  address: customers.address,
  discountPercent: customers.discountPercent,
  createdAt: customers.createdAt,
  orderCount: sql<number>`(select count(*)::int from orders o where o.customer_id = customers.id)`,
};

function toCustomer(row: {
  id: string;
  name: string;
  email: string | null;
  phone: string;
  userType: 'user' | 'printHouse';
  printHouseName: string | null;
  address: string | null;
  discountPercent: string;
  createdAt: Date;
  orderCount: number;
}): ConsoleCustomer {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    userType: row.userType,
    printHouseName: row.printHouseName,
    address: row.address,
    discountPercent: row.discountPercent,
    orderCount: Number(row.orderCount),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Customers, newest first; `search` in the name, email, print house or phone (any way it is typed). */
export async function pageCustomers(db: Database, query: PageQuery) {
  const where = query.search
    ? or(
        ilike(customers.name, containsPattern(query.search)),
        ilike(customers.email, containsPattern(query.search)),
        ilike(customers.printHouseName, containsPattern(query.search)),
        phoneMatches(customers.phone, query.search),
      )
    : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select(customerColumns)
      .from(customers)
      .where(where)
      .orderBy(desc(customers.createdAt), desc(customers.id))
      .limit(query.perPage)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(customers).where(where),
  ]);
  return paged(rows.map(toCustomer), totals?.total, query);
}

/** Sets the customer's discount; false when there is no such customer. */
export async function setDiscountPercent(
  db: Database,
  customerId: string,
  discountPercent: string,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(customers)
    .set({ discountPercent, updatedAt: now })
    .where(eq(customers.id, customerId))
    .returning({ id: customers.id });
  return updated.length > 0;
}

export async function findConsoleCustomer(
  db: Database,
  customerId: string,
): Promise<ConsoleCustomer | undefined> {
  const [row] = await db
    .select(customerColumns)
    .from(customers)
    .where(eq(customers.id, customerId));
  return row && toCustomer(row);
}

// --- Phone codes (issue 37) ---------------------------------------------------------------------

export type PhoneCodeRow = typeof phoneCodes.$inferSelect;

/**
 * Serialises code requests for one phone and for one network across transactions and server
 * copies (always phone first, then network: no two requests wait on each other in a circle).
 */
export async function lockPhoneCodeRequests(db: Database, phone: string, ip: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone-code:${phone}`}))`);
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone-code-ip:${ip}`}))`);
}

/** Codes sent to this phone since `since`, newest first. */
export async function phoneCodeSends(db: Database, phone: string, since: Date) {
  return db
    .select({ createdAt: phoneCodes.createdAt, sendNumber: phoneCodes.sendNumber })
    .from(phoneCodes)
    .where(and(eq(phoneCodes.phone, phone), gt(phoneCodes.createdAt, since)))
    .orderBy(desc(phoneCodes.createdAt));
}

/** Codes asked for from this network since `since`. */
export async function countPhoneCodesFromIp(db: Database, ip: string, since: Date) {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(phoneCodes)
    .where(and(eq(phoneCodes.requestIp, ip), gt(phoneCodes.createdAt, since)));
  return Number(row?.total ?? 0);
}

/** Replaces the phone's active codes (one active code per phone). */
export async function spendActivePhoneCodes(db: Database, phone: string, now: Date) {
  await db
    .update(phoneCodes)
    .set({ spentAt: now })
    .where(and(eq(phoneCodes.phone, phone), isNull(phoneCodes.spentAt)));
}

export async function insertPhoneCode(db: Database, values: typeof phoneCodes.$inferInsert) {
  const [row] = await db.insert(phoneCodes).values(values).returning();
  if (!row) throw new Error('Inserting a phone code returned no row.');
  return row;
}

/** Notes where a sent code went. */
export async function recordPhoneCodeSent(
  db: Database,
  id: string,
  sent: { channel: string; messageId: string },
) {
  await db
    .update(phoneCodes)
    .set({ channel: sent.channel, messageId: sent.messageId })
    .where(eq(phoneCodes.id, id));
}

/** A code that was never sent counts against nothing. */
export async function deletePhoneCode(db: Database, id: string) {
  await db.delete(phoneCodes).where(eq(phoneCodes.id, id));
}

/** The newest code of this phone and purpose, locked for this transaction (parallel guesses queue). */
export async function latestPhoneCodeForUpdate(
  db: Database,
  phone: string,
  purpose: PhoneCodeRow['purpose'],
): Promise<PhoneCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(phoneCodes)
    .where(and(eq(phoneCodes.phone, phone), eq(phoneCodes.purpose, purpose)))
    .orderBy(desc(phoneCodes.createdAt))
    .limit(1)
    .for('update');
  return row;
}

/** One more wrong try; answers how many the code has had. */
export async function addPhoneCodeAttempt(db: Database, id: string): Promise<number> {
  const [row] = await db
    .update(phoneCodes)
    .set({ attempts: sql`least(${phoneCodes.attempts} + 1, 10)` })
    .where(eq(phoneCodes.id, id))
    .returning({ attempts: phoneCodes.attempts });
  return row?.attempts ?? 0;
}

/** Spends a verified code; with a ticket hash, the next step (registration, new password) may follow. */
export async function spendVerifiedPhoneCode(
  db: Database,
  id: string,
  now: Date,
  ticket?: { hash: string; expiresAt: Date },
) {
  await db
    .update(phoneCodes)
    .set({
      spentAt: now,
      verifiedAt: now,
      ...(ticket ? { ticketHash: ticket.hash, ticketExpiresAt: ticket.expiresAt } : {}),
    })
    .where(eq(phoneCodes.id, id));
}

/**
 * Spends an unexpired, unused ticket atomically (of two racing uses the second finds it used);
 * answers its phone and purpose, or undefined.
 */
export async function spendPhoneTicket(db: Database, ticketHash: string, now: Date) {
  const [row] = await db
    .update(phoneCodes)
    .set({ ticketUsedAt: now })
    .where(
      and(
        eq(phoneCodes.ticketHash, ticketHash),
        isNull(phoneCodes.ticketUsedAt),
        gt(phoneCodes.ticketExpiresAt, now),
      ),
    )
    .returning({ phone: phoneCodes.phone, purpose: phoneCodes.purpose });
  return row;
}

// --- Password reset links ------------------------------------------------------------------------

/** Serialises reset-link requests for one email. */
export async function lockResetEmail(db: Database, email: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`password-email:${email.toLowerCase()}`}))`,
  );
}

/** Reset-link requests for this email since `since`, newest first. */
export async function recentResetRequests(db: Database, email: string, since: Date) {
  return db
    .select({ requestedAt: passwordResetLinks.requestedAt })
    .from(passwordResetLinks)
    .where(
      and(
        sql`lower(${passwordResetLinks.email}) = ${email.toLowerCase()}`,
        gt(passwordResetLinks.requestedAt, since),
      ),
    )
    .orderBy(desc(passwordResetLinks.requestedAt));
}

export async function countResetRequestsFromIp(db: Database, ip: string, since: Date) {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(passwordResetLinks)
    .where(and(eq(passwordResetLinks.requestIp, ip), gt(passwordResetLinks.requestedAt, since)));
  return Number(row?.total ?? 0);
}

export async function insertResetRequest(
  db: Database,
  values: typeof passwordResetLinks.$inferInsert,
) {
  const [row] = await db
    .insert(passwordResetLinks)
    .values(values)
    .returning({ id: passwordResetLinks.id });
  return row;
}

export async function deleteResetRequest(db: Database, id: string): Promise<void> {
  await db.delete(passwordResetLinks).where(eq(passwordResetLinks.id, id));
}

/** Spends an unexpired, unused reset link atomically; answers its customer, or undefined. */
export async function spendResetLink(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .update(passwordResetLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetLinks.tokenHash, tokenHash),
        isNull(passwordResetLinks.usedAt),
        gt(passwordResetLinks.expiresAt, now),
        isNotNull(passwordResetLinks.customerId),
      ),
    )
    .returning({ customerId: passwordResetLinks.customerId });
  return row?.customerId ?? undefined;
}
