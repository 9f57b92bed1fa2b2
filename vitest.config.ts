import { defineConfig } from 'vitest/config';

const apiProject = (name: string, database: 'pglite' | 'postgres') => ({
  extends: './apps/api/vitest.config.ts',
  root: './apps/api',
  test: { name, env: { TEST_DB: database } },
});

// One `vitest run` at the root runs every workspace's suite (e2e has its own command).
// The API suite runs on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/web',
      'apps/web/vitest.server.config.ts',
      'apps/console',
      apiProject('api-pglite', 'pglite'),
      // The repository's own checks: scripts/lint-rules.test.ts runs ESLint on deliberate bad imports,
      // scripts/docs-citations.test.ts checks that comments cite sections docs/ has.
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], testTimeout: 60_000 } },
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
    ],
  },
});
