import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppDependencies } from '../../src/app';
import { loadConfig, type Config } from '../../src/config/config';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import type { Clock } from '../../src/lib/clock';
import type { MailMessage, Mailer } from '../../src/mail/mailer';

/** Which database this run of the API suite uses: set per Vitest project (see the root config). */
export const testDatabaseKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The PostgreSQL database's address (none on PGlite), for a connection of a test's own. */
  url?: string;
  /** Closes the connection and drops the throw-away PostgreSQL database. */
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: PGlite in memory, or a new PostgreSQL
 * database created from TEST_DATABASE_URL (dropped afterwards), so files never share rows.
 * `migrate: false` leaves it empty, for a test that applies older migrations first.
 */
export async function createTestDatabase(
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const migrate = options.migrate ?? true;
  if (testDatabaseKind === 'pglite') {
    const archive = migrate ? await pgliteTemplate() : undefined;
    const handle = await openDatabase({
      pgliteDir: 'memory://',
      ...(archive ? { pgliteArchive: archive } : {}),
    });
    if (migrate) await handle.migrate();
    return { handle, dispose: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error('TEST_DATABASE_URL must be set to run the API suite on PostgreSQL.');
  const name = `chapkhana_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = migrate ? inject('postgresTemplate') : undefined;
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  if (migrate) await handle.migrate();
  return {
    handle,
    url: url.toString(),
    async dispose() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

let templateArchive: Promise<Blob | undefined> | undefined;
/**
 * The migrated database the run's global setup dumped (database-template.ts), read once per
 * test file; none when the suite runs without that setup.
 */
function pgliteTemplate(): Promise<Blob | undefined> {
  const file = inject('pgliteTemplate');
  templateArchive ??= file
    ? readFile(file).then((bytes) => new Blob([bytes]))
    : Promise.resolve(undefined);
  return templateArchive;
}

/** A clock a test moves by hand. */
export class TestClock implements Clock {
  constructor(public current = new Date('2026-03-01T09:00:00Z')) {}
  now() {
    return new Date(this.current);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** Keeps every message instead of sending it. */
export class MemoryMailer implements Mailer {
  sent: MailMessage[] = [];
  async send(message: MailMessage) {
    this.sent.push(message);
  }
  /** The last link mailed to `to`. */
  lastLink(to: string): string {
    const message = this.sent.filter((m) => m.to === to).at(-1);
    const link = message?.links?.[0];
    if (!link) throw new Error(`No link was mailed to ${to}.`);
    return link;
  }
}

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: DatabaseHandle;
  /** See TestDatabase.url. */
  databaseUrl: string | undefined;
  config: Config;
  dataDir: string;
  clock: TestClock;
  mailer: MemoryMailer;
  close(): Promise<void>;
}

/** The real application on a fresh database and data folder, for `app.inject` requests. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<
    AppDependencies,
    'realtimeChannel' | 'rateLimitCheckTimeoutMs' | 'courierReaderFor' | 'messenger' | 'logger'
  > = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'chapkhana-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://shop.test',
    WEB_DIST_DIR: path.join(dataDir, 'web'),
    CONSOLE_DIST_DIR: path.join(dataDir, 'console'),
    // Tests write rows straight into the database; the micro-cache has its own test.
    READ_CACHE_SECONDS: '0',
    ...env,
  });
  const testDatabase = await createTestDatabase();
  const clock = new TestClock(new Date());
  const mailer = new MemoryMailer();
  const app = await buildApp({ config, database: testDatabase.handle, clock, mailer, ...options });
  return {
    app,
    database: testDatabase.handle,
    databaseUrl: testDatabase.url,
    config,
    dataDir,
    clock,
    mailer,
    async close() {
      await app.close();
      await testDatabase.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
