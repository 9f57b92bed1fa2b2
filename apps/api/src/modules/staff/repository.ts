import { and, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { ConsoleSeller, ShopMember } from '@chapkhana/shared/staff';
import type { PageQuery } from '@chapkhana/shared/fields';
import type { Language } from '@chapkhana/shared/languages';
import type { ShopRole } from '@chapkhana/shared/shop-roles';
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
    .leftJoin(sellers, eq(sellers.id, staffUsers.sellerId))
    .where(
      and(
        isNull(staffUsers.removedAt),
        login.phone
          ? eq(staffUsers.phone, login.phone)
          : eq(sql`lower(${staffUsers.email})`, login.email),
      ),
    );
  return row;
}

/** When the account last signed in (the owner's staff list shows it). */
export async function setLastSignIn(db: Database, id: string, now: Date) {
  await db.update(staffUsers).set({ lastSignInAt: now }).where(eq(staffUsers.id, id));
}

/** Makes the account a member of a shop, in a role there. */
export async function setStaffShop(
  db: Database,
  id: string,
  shop: { sellerId: string; sellerRole: ShopRole },
) {
  await db.update(staffUsers).set(shop).where(eq(staffUsers.id, id));
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
      and(
        isNull(staffUsers.removedAt),
        or(eq(sql`lower(${staffUsers.email})`, email.toLowerCase()), eq(staffUsers.phone, phone)),
      ),
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

// --- A print house's staff (issue 39) -----------------------------------------------------------

const memberColumns = {
  id: staffUsers.id,
  name: staffUsers.name,
  email: staffUsers.email,
  phone: staffUsers.phone,
  role: staffUsers.sellerRole,
  lastSignInAt: staffUsers.lastSignInAt,
  createdAt: staffUsers.createdAt,
};

type MemberRow = {
  id: string;
  name: string;
  email: string;
  phone: string;
  role: ShopRole | null;
  lastSignInAt: Date | null;
  createdAt: Date;
};

export function toShopMember(row: MemberRow): ShopMember {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role ?? 'owner',
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const ROLE_ORDER = sql`array_position(array['owner','designer','production','dispatcher']::shop_role[], ${staffUsers.sellerRole})`;

/** The shop's members that are not removed, owners first, then by name. */
export async function listShopStaff(db: Database, sellerId: string): Promise<ShopMember[]> {
  const rows = await db
    .select(memberColumns)
    .from(staffUsers)
    .where(and(eq(staffUsers.sellerId, sellerId), isNull(staffUsers.removedAt)))
    .orderBy(ROLE_ORDER, staffUsers.name, staffUsers.id);
  return rows.map(toShopMember);
}

/** One member of this shop (never another shop's, nor a removed one), with its password hash. */
export async function findShopMember(db: Database, sellerId: string, memberId: string) {
  const [row] = await db
    .select({ ...memberColumns, passwordHash: staffUsers.passwordHash })
    .from(staffUsers)
    .where(
      and(
        eq(staffUsers.id, memberId),
        eq(staffUsers.sellerId, sellerId),
        isNull(staffUsers.removedAt),
      ),
    );
  return row;
}

/**
 * Locks the shop's row for the rest of the transaction and answers its contact account: changes
 * to its staff are made one at a time, so two owners demoting each other cannot leave none.
 */
export async function lockSellerForStaff(db: Database, sellerId: string) {
  const [row] = await db
    .select({ id: sellers.id, staffUserId: sellers.staffUserId })
    .from(sellers)
    .where(eq(sellers.id, sellerId))
    .for('update');
  return row;
}

/** The shop's owners that are not removed, oldest first. */
export async function shopOwners(db: Database, sellerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(
      and(
        eq(staffUsers.sellerId, sellerId),
        eq(staffUsers.sellerRole, 'owner'),
        isNull(staffUsers.removedAt),
      ),
    )
    .orderBy(staffUsers.createdAt, staffUsers.id);
  return rows.map((row) => row.id);
}

export async function setMemberRole(db: Database, id: string, role: ShopRole, now: Date) {
  await db
    .update(staffUsers)
    .set({ sellerRole: role, updatedAt: now })
    .where(eq(staffUsers.id, id));
}

/** The member signs in no more; its row stays for the history, its email and phone are freed. */
export async function markMemberRemoved(db: Database, id: string, now: Date) {
  await db
    .update(staffUsers)
    .set({ active: false, removedAt: now, updatedAt: now })
    .where(eq(staffUsers.id, id));
}

/** The account the shop's mail goes to (its first owner still there). */
export async function setSellerContact(db: Database, sellerId: string, staffUserId: string) {
  await db.update(sellers).set({ staffUserId }).where(eq(sellers.id, sellerId));
}
