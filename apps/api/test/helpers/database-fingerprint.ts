import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../src/db/schema/index';
import { selectRows, type Database } from '../../src/db/client';

/** Every table of the shop's schema. */
const tableNames = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table as PgTable));

/**
 * A digest of every row of every table, one per table: equal digests mean no row was
 * added, removed or changed in between (the tables stay small in tests).
 */
export async function databaseFingerprint(db: Database): Promise<Record<string, string>> {
  const parts = tableNames.map(
    (name) =>
      sql`select ${name} as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.identifier(name)} t`,
  );
  const query = sql.join(parts, sql` union all `);
  const rows = await selectRows<{ name: string; digest: string }>(db, query);
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}
