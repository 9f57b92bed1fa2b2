import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ConsoleCustomer, ConsoleSeller, PageQuery } from '@chapkhana/shared/console';
import type { Order } from '@chapkhana/shared/orders';
import { parseIraqiPhone } from '@chapkhana/shared/phone';
import { normaliseDigits } from '@chapkhana/shared/text';
import type { Database } from '../../db/client';
import { customers, orders, sellers, staffUsers } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';
import { withLines } from '../orders/repository';
import { containsPattern } from './constraints';
import { revokeAllSessions } from '../sessions/repository';

/** Matches a phone column against what was typed: the exact number when it reads as one, else its digits. */
function phoneMatches(
  column: typeof customers.phone | typeof staffUsers.phone,
  search: string,
): SQL {
  const phone = parseIraqiPhone(search);
  if (phone) return eq(column, phone);
  const digits = normaliseDigits(search).replace(/\D/g, '');
  return digits.length >= 3 ? ilike(column, containsPattern(digits)) : sql`false`;
}

const paged = <T>(items: T[], total: number, query: PageQuery) => ({
  items,
  total,
  page: query.page,
  perPage: query.perPage,
});

// --- Sellers ----------------------------------------------------------------------------------

const sellerColumns = {
  id: sellers.id,
  shopNameEn: sellers.shopNameEn,
  shopNameKu: sellers.shopNameKu,
  shopNameAr: sellers.shopNameAr,
  city: sellers.city,
  active: sellers.active,
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
      .offset((query.page - 1) * query.perPage),
    db
      .select({ total: count() })
      .from(sellers)
      .innerJoin(staffUsers, eq(staffUsers.id, sellers.staffUserId))
      .where(where),
  ]);
  return paged(rows.map(toSeller), totals?.total ?? 0, query);
}

/**
 * Opens or closes a seller's shop. A closed shop's products leave the storefront (the catalogue
 * shows active sellers only) and its console sign-in stops working at the next request.
 */
export async function setSellerActive(
  db: Database,
  sellerId: string,
  active: boolean,
  now: Date,
): Promise<ConsoleSeller> {
  const updated = await db
    .update(sellers)
    .set({ active })
    .where(eq(sellers.id, sellerId))
    .returning({ id: sellers.id, staffUserId: sellers.staffUserId });
  const [seller] = updated;
  if (!seller) throw notFound('This seller does not exist.');
  // Reopening the shop later must not bring back the sign-ins it had.
  if (!active) await revokeAllSessions(db, { staffUserId: seller.staffUserId }, now);
  const [row] = await selectSellers(db).where(eq(sellers.id, sellerId));
  if (!row) throw notFound('This seller does not exist.');
  return toSeller(row);
}

// --- Customers --------------------------------------------------------------------------------

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
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(customers).where(where),
  ]);
  return paged(rows.map(toCustomer), totals?.total ?? 0, query);
}

/** Sets the percent taken off the customer's cart total (applies to orders placed from now on). */
export async function setCustomerDiscount(
  db: Database,
  customerId: string,
  discountPercent: string,
  now: Date,
): Promise<ConsoleCustomer> {
  const updated = await db
    .update(customers)
    .set({ discountPercent, updatedAt: now })
    .where(eq(customers.id, customerId))
    .returning({ id: customers.id });
  if (updated.length === 0) throw notFound('This customer does not exist.');
  const [row] = await db
    .select(customerColumns)
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!row) throw notFound('This customer does not exist.');
  return toCustomer(row);
}

/** A page of one customer's orders, newest first, as the customer sees them. */
export async function pageCustomerOrders(
  db: Database,
  customerId: string,
  query: PageQuery,
): Promise<{ items: Order[]; total: number; page: number; perPage: number }> {
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) throw notFound('This customer does not exist.');
  const where = eq(orders.customerId, customerId);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return paged(await withLines(db, rows), totals?.total ?? 0, query);
}
