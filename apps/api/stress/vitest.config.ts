import path from 'node:path';
import { defineConfig } from 'vitest/config';

// `npm run test:stress`: the long fault, race and soak runs against the production build on a
// private PostgreSQL and Redis. Not part of `npm test` (minutes, and it kills processes).
export default defineConfig({
  root: path.resolve(import.meta.dirname, '..'),
  test: {
    include: ['stress/**/*.stress.ts'],
    globalSetup: ['stress/global-setup.ts'],
    // One at a time: each file starts its own servers and measures them.
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 300_000,
    env: { TEST_DB: 'postgres' },
  },
});
