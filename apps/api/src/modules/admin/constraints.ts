import { sql } from 'drizzle-orm';
import { slugify } from '@chapkhana/shared/console';
import { selectRows, type Database } from '../../db/client';
import type { categories, products, subCategories } from '../../db/schema/index';

function driverErrors(error: unknown): { code?: unknown; constraint?: unknown }[] {
  const found: { code?: unknown; constraint?: unknown }[] = [];
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    found.push(current as { code?: unknown; constraint?: unknown });
  }
  return found;
}

/** The unique index a write broke (both drivers name it), or undefined for any other error. */
export function violatedUniqueIndex(error: unknown): string | undefined {
  const hit = driverErrors(error).find((e) => e.code === '23505');
  return hit ? String(hit.constraint ?? '') : undefined;
}

/** True when a write broke a foreign key (a row still refers to the one being removed). */
export function isForeignKeyViolation(error: unknown): boolean {
  return driverErrors(error).some((e) => e.code === '23503');
}

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

/** `%text%` for ILIKE, with LIKE's own wildcards escaped (they are letters in a search box). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
