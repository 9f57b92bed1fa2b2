import { defineConfig } from 'vitest/config';

// The property tests (search folding, order figures) take a second or two alone; beside the API
// suites on two busy cores one went past vitest's 5 s default. The limit catches a hang, not a
// slow machine, as in the front ends' tests (web-kit's testing/time-limits).
export default defineConfig({
  test: { name: 'shared', include: ['src/**/*.test.ts'], testTimeout: 90_000 },
});
