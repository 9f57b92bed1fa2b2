import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { API_ROOT } from '../config/config';
import * as schema from './schema/index';
import { completeLegacyAddresses } from './legacy-addresses';

export type Schema = typeof schema;
/** The one database handle type the repositories take, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations and the data moves that follow them (idempotent). */
  migrate(): Promise<void>;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  /** PGlite only: the whole database as an archive, which `pgliteArchive` opens again. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(API_ROOT, 'src', 'db', 'migrations');

/**
 * PostgreSQL through `pg` when a URL is given, else PGlite stored in `pgliteDir`
 * (or in memory for `memory://`). One schema, one set of migrations for both.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  pgliteDir?: string;
  /** PGlite: start from this archive of a database (`dump()`) instead of an empty one. */
  pgliteArchive?: Blob;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client's error (e.g. the server restarting) must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateTakingTurns(pool),
      ping: () => ping(db),
      close: once(() => pool.end()),
    };
  }
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) await mkdir(dir, { recursive: true });
  // pg_trgm backs the product search index (migration 0001), as on PostgreSQL.
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm },
    ...(options.pgliteArchive ? { loadDataDir: options.pgliteArchive } : {}),
  });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
      await completeLegacyAddresses(db);
    },
    ping: () => ping(db),
    dump: () => client.dumpDataDir('none'),
    close: once(() => client.close()),
  };
}

/**
 * Applies the migrations under a PostgreSQL advisory lock: copies of the server starting at the
 * same moment take turns, and the ones after the first find them applied (drizzle's migrator
 * alone would have them all create the same tables, and all but one fail to start). The lock
 * goes with the session if the process dies.
 */
async function migrateTakingTurns(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('chapkhana migrations'))`);
    try {
      await migratePg(drizzlePg(client), { migrationsFolder });
      await completeLegacyAddresses(
        drizzlePg(client, { schema, casing: 'snake_case' }) as unknown as Database,
      );
    } finally {
      await client.query(`select pg_advisory_unlock(hashtext('chapkhana migrations'))`);
    }
  } finally {
    client.release();
  }
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Closing twice (a test, then shutdown) must not throw. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}
