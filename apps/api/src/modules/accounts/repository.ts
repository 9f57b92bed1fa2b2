import type { Language } from '@chapkhana/shared/languages';
import { and, count, desc, eq, gt, ilike, isNull, or, sql } from 'drizzle-orm';
import type { ConsoleCustomer } from '@chapkhana/shared/accounts';
import type { PageQuery } from '@chapkhana/shared/fields';
import type { Database } from '../../db/client';
import { containsPattern, paged, pageOffset, phoneMatches } from '../../db/query-helpers';
import { customers, emailVerifications } from '../../db/schema/index';

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
    .where(eq(emailVerifications.tokenHash, tokenHash));
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
      and(eq(emailVerifications.tokenHash, tokenHash), isNull(emailVerifications.ticketUsedAt)),
    );
}

/**
 * Spends an unexpired, unused link, atomically: of two registrations racing with one link, the
 * second waits for the first's row lock and then finds the link used (READ COMMITTED re-reads
 * the row). Undefined when the link is unknown, used or expired.
 */
export async function spendLink(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .update(emailVerifications)
    .set({ verifiedAt: now, ticketUsedAt: now })
    .where(
      and(
        eq(emailVerifications.tokenHash, tokenHash),
        isNull(emailVerifications.ticketUsedAt),
        gt(emailVerifications.expiresAt, now),
      ),
    )
    .returning({ email: emailVerifications.email });
  return row;
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
  email: string;
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
