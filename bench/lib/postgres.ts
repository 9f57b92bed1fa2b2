// A throw-away PostgreSQL database on the machine's server for one benchmark run.
import pg from 'pg';
import type { Log } from './load';

const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates `chapkhana_bench_<pid>` and returns its URL and a function that drops it. */
export async function createBenchDatabase(log: Log) {
  const name = `chapkhana_bench_${process.pid}`;
  await admin(`DROP DATABASE IF EXISTS ${name}`);
  await admin(`CREATE DATABASE ${name}`);
  log(`created database ${name}`);
  return {
    name,
    url: `postgres://postgres@127.0.0.1:5432/${name}`,
    drop: async () => {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      log(`dropped database ${name}`);
    },
  };
}

/** `EXPLAIN (ANALYZE, BUFFERS)` of a statement on the given database, as text. */
export async function explainAnalyze(url: string, statement: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, BUFFERS) ${statement}`,
      params,
    );
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.end();
  }
}

/**
 * `VACUUM ANALYZE` the whole database: a freshly bulk-loaded table has no visibility map yet,
 * which autovacuum would build within minutes in a running shop; index-only scans need it.
 */
export async function vacuumAnalyze(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('VACUUM ANALYZE');
  } finally {
    await client.end();
  }
}
