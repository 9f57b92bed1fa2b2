/** Query pieces more than one domain's repository uses: search patterns, pages, unique slugs. */
import { eq, ilike, sql, type Column, type SQL } from 'drizzle-orm';
import { slugify } from '@chapkhana/shared/fields';
import { parseIraqiPhone } from '@chapkhana/shared/phone';
import { normaliseDigits } from '@chapkhana/shared/text';
import { selectRows, type Database } from './client';
import { violatedUniqueIndex } from './errors';
import type { categories, products, subCategories } from './schema/index';

type SluggedTable = typeof categories | typeof subCategories | typeof products;

/** `base`, or `base-2`, `base-3`, … — the first not taken in `table`. */
async function freeSlug(db: Database, table: SluggedTable, base: string): Promise<string> {
  // Slugs hold only [a-z0-9-], so the LIKE pattern has no wildcard in it but its own `%`.
  const rows = await selectRows<{ slug: string }>(
    db,
    sql`select slug from ${table} where slug = ${base} or slug like ${`${base}-%`}`,
  );
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/**
 * Inserts a row under a slug made from `englishName` (see `slugify`), unique in `table` with a
 * numeric suffix. A concurrent insert that took the same slug makes this try the next one.
 */
export async function insertWithUniqueSlug<T>(
  db: Database,
  table: SluggedTable,
  englishName: string,
  fallback: string,
  insert: (tx: Database, slug: string) => Promise<T>,
): Promise<T> {
  const base = slugify(englishName, fallback);
  for (let attempt = 1; ; attempt += 1) {
    const slug = await freeSlug(db, table, base);
    try {
      // A savepoint, so a lost race does not abort the caller's transaction.
      return await db.transaction((tx) => insert(tx, slug));
    } catch (error) {
      if (attempt >= 5 || !violatedUniqueIndex(error)?.endsWith('_slug_unique')) throw error;
    }
  }
}

/** `%text%` for LIKE and ILIKE, with LIKE's own wildcards escaped (they are letters in a search box). */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** `text` with LIKE's wildcards and escape character escaped, to be matched as letters. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Matches a phone column against what was typed: the exact number when it reads as one, else its digits. */
export function phoneMatches(column: Column, search: string): SQL {
  const phone = parseIraqiPhone(search);
  if (phone) return eq(column, phone);
  const digits = normaliseDigits(search).replace(/\D/g, '');
  return digits.length >= 3 ? ilike(column, containsPattern(digits)) : sql`false`;
}

/** How many rows a page skips (pages count from 1). */
export const pageOffset = (query: { page: number; perPage: number }) =>
  (query.page - 1) * query.perPage;

/** A console page in the wire shape: the rows, the filtered total and where the page stands. */
export function paged<T>(
  items: T[],
  total: number | undefined,
  query: { page: number; perPage: number },
): { items: T[]; total: number; page: number; perPage: number } {
  return { items, total: total ?? 0, page: query.page, perPage: query.perPage };
}
