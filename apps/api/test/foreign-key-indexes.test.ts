import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/client';
import { createTestDatabase, type TestDatabase } from './helpers/test-app';

// Deleting a parent row makes PostgreSQL find its children by the foreign key column (to
// cascade, set null or refuse), and reading "a customer's reviews" or "the carts holding this
// product" filters by it too: without an index that starts with the column, each of those scans
// the whole child table. A new foreign key without an index fails here.

/** Foreign keys left without an index on purpose, as `table.column`, each with its reason. */
const UNINDEXED: Record<string, string> = {
  'shop_settings.updated_by':
    'shop_settings holds one row (its check keeps id = 1): there is nothing for an index to find',
  'delivery_fees.updated_by':
    'delivery_fees holds at most 20 rows (one per governorate and a default): a scan is an index',
};

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

interface ForeignKey {
  constraint: string;
  table: string;
  columns: string[];
}

/**
 * Every foreign key of the schema with no usable index whose leading columns are the key's
 * columns (in any order). Partial indexes do not count (the key's queries do not repeat their
 * condition), nor do indexes still being built.
 */
async function foreignKeysWithoutIndex(): Promise<ForeignKey[]> {
  return selectRows<ForeignKey>(
    database.handle.db,
    sql`
      SELECT c.conname AS "constraint",
             t.relname AS "table",
             array(
               SELECT a.attname::text
               FROM unnest(c.conkey) WITH ORDINALITY AS k(attnum, ord)
               JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum
               ORDER BY k.ord
             ) AS "columns"
      FROM pg_constraint c
      JOIN pg_class t ON t.oid = c.conrelid
      JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE c.contype = 'f'
        AND n.nspname = 'public'
        AND NOT EXISTS (
          SELECT 1
          FROM pg_index i
          WHERE i.indrelid = c.conrelid
            AND i.indisvalid
            AND i.indpred IS NULL
            AND (string_to_array(i.indkey::text, ' ')::int2[])[1:cardinality(c.conkey)] @> c.conkey
            AND (string_to_array(i.indkey::text, ' ')::int2[])[1:cardinality(c.conkey)] <@ c.conkey
        )
      ORDER BY t.relname, c.conname`,
  );
}

describe('foreign key indexes', () => {
  it('finds foreign keys at all (the guard would pass on an empty catalogue)', async () => {
    const [row] = await selectRows<{ count: number }>(
      database.handle.db,
      sql`
        SELECT count(*)::int AS count
        FROM pg_constraint c
        JOIN pg_namespace n ON n.oid = c.connamespace
        WHERE c.contype = 'f' AND n.nspname = 'public'`,
    );
    expect(row!.count).toBeGreaterThan(30);
  });

  it('has an index starting with every foreign key column, unless listed with a reason', async () => {
    const missing = (await foreignKeysWithoutIndex())
      .map((key) => `${key.table}.${key.columns.join(',')}`)
      .filter((key) => !(key in UNINDEXED));
    expect(missing).toEqual([]);
  });

  it('lists no exception that has since gained an index or lost its key', async () => {
    const missing = new Set(
      (await foreignKeysWithoutIndex()).map((key) => `${key.table}.${key.columns.join(',')}`),
    );
    expect(Object.keys(UNINDEXED).filter((key) => !missing.has(key))).toEqual([]);
  });
});
