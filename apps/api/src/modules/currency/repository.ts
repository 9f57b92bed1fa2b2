import { asc, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { PageQuery } from '@chapkhana/shared/fields';
import type { RateEntry } from '@chapkhana/shared/currency';
import type { Database } from '../../db/client';
import { paged, pageOffset } from '../../db/query-helpers';
import { currencyRates, staffUsers } from '../../db/schema/index';

const entryColumns = {
  id: currencyRates.id,
  iqdPerUnit: currencyRates.iqdPerUnit,
  createdAt: currencyRates.createdAt,
  setById: staffUsers.id,
  setByName: staffUsers.name,
};

function toEntry(row: {
  id: string;
  iqdPerUnit: string;
  createdAt: Date;
  setById: string | null;
  setByName: string | null;
}): RateEntry {
  return {
    _id: row.id,
    currencyIQD: row.iqdPerUnit,
    setBy: row.setById ? { _id: row.setById, name: row.setByName ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

const selectEntries = (db: Database) =>
  db
    .select(entryColumns)
    .from(currencyRates)
    .leftJoin(staffUsers, eq(staffUsers.id, currencyRates.setBy));

// Newest first: the newest row is the rate in force.
const newestFirst = [desc(currencyRates.createdAt), desc(currencyRates.id)];

/** The rate in force (the newest row) and a page of every rate set, newest first. */
export async function rateHistory(db: Database, query: PageQuery) {
  const [rows, [totals], [newest]] = await Promise.all([
    selectEntries(db)
      .orderBy(...newestFirst)
      .limit(query.perPage)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(currencyRates),
    db
      .select({ rate: currencyRates.iqdPerUnit })
      .from(currencyRates)
      .orderBy(...newestFirst)
      .limit(1),
  ]);
  return { currencyIQD: newest?.rate ?? null, ...paged(rows.map(toEntry), totals?.total, query) };
}

/**
 * Puts a new rate in force by adding a row; earlier rows stay as its history. The row's time
 * is the database's clock at the insert (not the transaction's start, which may precede a rate
 * committed while this one waited for the lock), so "newest" never depends on an application clock.
 */
export async function setRate(db: Database, rate: string, staffId: string): Promise<RateEntry> {
  const [row] = await db
    .insert(currencyRates)
    .values({ iqdPerUnit: rate, setBy: staffId, createdAt: sql`clock_timestamp()` })
    .returning({ id: currencyRates.id });
  if (!row) throw new Error('Inserting a currency rate returned no row.');
  const [entry] = await selectEntries(db).where(eq(currencyRates.id, row.id));
  if (!entry) throw new Error('The new currency rate was not found.');
  return toEntry(entry);
}

/**
 * Holds every other rate change back until the transaction ends (readers are not blocked), so
 * the rate a change was checked against is still the one in force when it is written.
 */
export async function lockRates(tx: Database): Promise<void> {
  await tx.execute(sql`lock table ${currencyRates} in share row exclusive mode`);
}

/** The rate in force: IQD per base-currency unit, from the newest row. */
export async function currentRate(db: Database): Promise<string | undefined> {
  const [row] = await db
    .select({ rate: currencyRates.iqdPerUnit })
    .from(currencyRates)
    .orderBy(...newestFirst)
    .limit(1);
  return row?.rate;
}

/**
 * The rate that was in force a day ago (database time): the rate guard compares a change with it
 * as well as with the rate in force, so steps each within the band cannot walk the rate far in a
 * day. When every rate is younger than a day, the first one set stands for it.
 */
export async function rateOfADayAgo(db: Database): Promise<string | undefined> {
  const [dayAgo] = await db
    .select({ rate: currencyRates.iqdPerUnit })
    .from(currencyRates)
    .where(lte(currencyRates.createdAt, sql`now() - interval '24 hours'`))
    .orderBy(...newestFirst)
    .limit(1);
  if (dayAgo) return dayAgo.rate;
  const [first] = await db
    .select({ rate: currencyRates.iqdPerUnit })
    .from(currencyRates)
    .orderBy(asc(currencyRates.createdAt), asc(currencyRates.id))
    .limit(1);
  return first?.rate;
}
