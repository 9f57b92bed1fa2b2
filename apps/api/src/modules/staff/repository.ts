import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { ConsoleSeller } from '@chapkhana/shared/staff';
import type { PageQuery } from '@chapkhana/shared/fields';
import type { Language } from '@chapkhana/shared/languages';
import type { Database } from '../../db/client';
import { containsPattern, paged, pageOffset, phoneMatches } from '../../db/query-helpers';
import { sellers, staffUsers } from '../../db/schema/index';

// --- Console accounts -------------------------------------------------------------------------

/** The console account signing in by phone or email (any case), with its shop if it is a seller's. */
export async function findStaffForLogin(
  db: Database,
  login: { phone: string; email?: never } | { phone?: never; email: string },
) {
  const [row] = await db
    .select({ user: staffUsers, sellerId: sellers.id, sellerActive: sellers.active })
    .from(staffUsers)
    .leftJoin(sellers, eq(sellers.staffUserId, staffUsers.id))
    .where(
      login.phone
        ? eq(staffUsers.phone, login.phone)
        : eq(sql`lower(${staffUsers.email})`, login.email),
    );
  return row;
}

/** Keeps the language the console account reads in (its mail is written in it). */
export async function setStaffLanguage(db: Database, id: string, language: Language) {
  await db.update(staffUsers).set({ language }).where(eq(staffUsers.id, id));
}

/** A console account already using this email (in any case) or this phone. */
export async function findStaffByEmailOrPhone(db: Database, email: string, phone: string) {
  const [taken] = await db
    .select({ email: staffUsers.email, phone: staffUsers.phone })
    .from(staffUsers)
    .where(
      or(eq(sql`lower(${staffUsers.email})`, email.toLowerCase()), eq(staffUsers.phone, phone)),
    );
  return taken;
}

export async function insertStaffUser(db: Database, values: typeof staffUsers.$inferInsert) {
  const [row] = await db
    .insert(staffUsers)
    .values(values)
    .returning({ id: staffUsers.id, email: staffUsers.email, phone: staffUsers.phone });
  if (!row) throw new Error('Inserting the staff account returned no row.');
  return row;
}

/** A console account by id, with its password hash (for its set-password link). */
export async function findStaffUser(db: Database, id: string) {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id));
  return row;
}

/** Replaces the password only while it is still `previousHash`: a link sets it once. */
export async function replacePasswordHash(
  db: Database,
  id: string,
  previousHash: string,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(staffUsers)
    .set({ passwordHash, updatedAt: now })
    .where(and(eq(staffUsers.id, id), eq(staffUsers.passwordHash, previousHash)))
    .returning({ id: staffUsers.id });
  return rows.length === 1;
}

/** A new print house's shop row, behind the staff account made for it. */
export async function insertSeller(db: Database, values: typeof sellers.$inferInsert) {
  const [row] = await db.insert(sellers).values(values).returning({ id: sellers.id });
  if (!row) throw new Error('Inserting the seller returned no row.');
  return row;
}

/** The account behind a seller, for mailing it a new set-password link. */
export async function findSellerAccount(db: Database, sellerId: string) {
  const [row] = await db
    .select({ account: staffUsers, seller: sellers })
    .from(sellers)
    .innerJoin(staffUsers, eq(staffUsers.id, sellers.staffUserId))
    .where(eq(sellers.id, sellerId));
  return row;
}

// --- Sellers ----------------------------------------------------------------------------------

const sellerColumns = {
  id: sellers.id,
  shopNameEn: sellers.shopNameEn,
  shopNameKu: sellers.shopNameKu,
  shopNameAr: sellers.shopNameAr,
  city: sellers.city,
  active: sellers.active,
  suspendedReason: sellers.suspendedReason,
  suspendedAt: sellers.suspendedAt,
  createdAt: sellers.createdAt,
  accountId: staffUsers.id,
  accountName: staffUsers.name,
  email: staffUsers.email,
  phone: staffUsers.phone,
  // Written out in full: Drizzle qualifies column names inside sql`` only in some queries.
  productCount: sql<number>`(select count(*)::int from products p where p.seller_id = sellers.id)`,
};

function toSeller(row: {
  id: string;
  shopNameEn: string;
  shopNameKu: string;
  shopNameAr: string;
  city: string;
  active: boolean;
  suspendedReason: string | null;
  suspendedAt: Date | null;
  createdAt: Date;
  accountId: string;
  accountName: string;
  email: string;
  phone: string;
  productCount: number;
}): ConsoleSeller {
  return {
    _id: row.id,
    shopNameEn: row.shopNameEn,
    shopNameKu: row.shopNameKu,
    shopNameAr: row.shopNameAr,
    city: row.city,
    active: row.active,
    suspendedReason: row.suspendedReason,
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    account: { _id: row.accountId, name: row.accountName, email: row.email, phone: row.phone },
    productCount: Number(row.productCount),
    createdAt: row.createdAt.toISOString(),
  };
}

const selectSellers = (db: Database) =>
  db
    .select(sellerColumns)
    .from(sellers)
    .innerJoin(staffUsers, eq(staffUsers.id, sellers.staffUserId));

/** Sellers, newest first; `search` in the shop's names, the city or the account's name, email or phone. */
export async function pageSellers(
  db: Database,
  query: PageQuery & { active?: boolean | undefined },
) {
  const search = query.search;
  const pattern = search ? containsPattern(search) : '';
  const where = and(
    query.active === undefined ? undefined : eq(sellers.active, query.active),
    search
      ? or(
          ilike(sellers.shopNameEn, pattern),
          ilike(sellers.shopNameKu, pattern),
          ilike(sellers.shopNameAr, pattern),
          ilike(sellers.city, pattern),
          ilike(staffUsers.name, pattern),
          ilike(staffUsers.email, pattern),
          phoneMatches(staffUsers.phone, search),
        )
      : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    selectSellers(db)
      .where(where)
      .orderBy(desc(sellers.createdAt), desc(sellers.id))
      .limit(query.perPage)
      .offset(pageOffset(query)),
    db
      .select({ total: count() })
      .from(sellers)
      .innerJoin(staffUsers, eq(staffUsers.id, sellers.staffUserId))
      .where(where),
  ]);
  return paged(rows.map(toSeller), totals?.total, query);
}

/**
 * Opens or suspends the shop (a suspension keeps its reason and time; reopening clears them);
 * answers its account, or undefined when there is no such seller.
 */
export async function setSellerActiveRow(
  db: Database,
  sellerId: string,
  change: { active: true } | { active: false; reason: string; now: Date },
) {
  const [seller] = await db
    .update(sellers)
    .set(
      change.active
        ? { active: true, suspendedReason: null, suspendedAt: null }
        : { active: false, suspendedReason: change.reason, suspendedAt: change.now },
    )
    .where(eq(sellers.id, sellerId))
    .returning({ id: sellers.id, staffUserId: sellers.staffUserId });
  return seller;
}

export async function findConsoleSeller(
  db: Database,
  sellerId: string,
): Promise<ConsoleSeller | undefined> {
  const [row] = await selectSellers(db).where(eq(sellers.id, sellerId));
  return row && toSeller(row);
}
