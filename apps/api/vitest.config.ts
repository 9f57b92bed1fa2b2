import { defineConfig } from 'vitest/config';
import { TEST_TIMEOUT_MS, WAIT_LIMIT_MS } from '../../packages/web-kit/src/testing/time-limits';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Migrates once per run; each file's database starts from that (test/helpers/test-app.ts).
    globalSetup: ['test/helpers/database-template.ts'],
    testTimeout: TEST_TIMEOUT_MS,
    // A file's shop (a database from the template, the app built) took over 60 s on PGlite in CI
    // on a slow, busy two-core machine: a hang's limit, as the tests' own.
    hookTimeout: 180_000,
    // expect.poll watches the state it checks until the test itself would give up: its own
    // default (1 s) failed a delivery report that came later on a loaded machine.
    expect: { poll: { timeout: WAIT_LIMIT_MS } },
  },
});
