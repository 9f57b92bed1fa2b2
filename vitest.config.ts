import { readdirSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const apiProject = (name: string, database: 'pglite' | 'postgres', only?: string[]) => ({
  extends: './apps/api/vitest.config.ts',
  root: './apps/api',
  test: {
    name,
    env: { TEST_DB: database },
    // Two API files at a time, after the front ends' files: each file has its own database, data
    // folder and ports, and a file's copies that share Redis use a channel (broadcasts, rate
    // counts) of their own. One at a time, CI's API suite ran alone on one core for its last part.
    maxWorkers: 2,
    sequence: { groupOrder: 1 },
    // The extended config's `include` is added to, not replaced: the rest are left out instead.
    ...(only
      ? { exclude: ['src/**', ...apiTestFiles().filter((file) => !only.includes(file))] }
      : {}),
  },
});

/** The API suite's files under apps/api/test. */
function apiTestFiles(): string[] {
  return readdirSync(new URL('./apps/api/test', import.meta.url), { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => `test/${name}`);
}

/**
 * With PostgreSQL at hand, the API suite runs on it in full and on PGlite only these files: the
 * embedded database's own paths (migrations, the demo seed, start and stop, search, concurrent
 * writes on one connection, idempotency, the server's drawing of pages). The full suite on both
 * took half of CI's 90 minutes on two cores, PGlite's run twice PostgreSQL's. The main flows
 * (cart, addresses, orders, print jobs) run on PGlite in the browser suite, whose shops use it
 * (docs/decisions.md). `TEST_PGLITE=all` runs every file on both.
 */
const PGLITE_ALONGSIDE_POSTGRES = [
  'catalogue-search',
  'catalogue-search-cost',
  'demo-seed',
  'foreign-key-indexes',
  'idempotency',
  'migrate-copies',
  'races',
  'schema-constraints',
  'shutdown',
  'web-server-render',
].map((name) => `test/${name}.test.ts`);

const onPostgresToo = Boolean(process.env.TEST_DATABASE_URL);

// One `vitest run` at the root runs every workspace's suite (e2e has its own command).
// The API suite runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
/**
 * The front ends' and the repository's files run two at a time: on two cores one at a time (the
 * default, cores − 1) left half the processor idle while a file's modules loaded and a test waited.
 */
const FRONT_END_WORKERS = 2;

export default defineConfig({
  test: {
    maxWorkers: FRONT_END_WORKERS,
    projects: [
      'packages/shared',
      'packages/web-kit',
      'apps/web',
      'apps/web/vitest.server.config.ts',
      'apps/console',
      apiProject(
        'api-pglite',
        'pglite',
        onPostgresToo && process.env.TEST_PGLITE !== 'all' ? PGLITE_ALONGSIDE_POSTGRES : undefined,
      ),
      // The repository's own checks: scripts/lint-rules.test.ts runs ESLint on deliberate bad imports,
      // scripts/docs-citations.test.ts checks that comments cite sections docs/ has.
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], testTimeout: 90_000 } },
      ...(onPostgresToo ? [apiProject('api-postgres', 'postgres')] : []),
    ],
  },
});
