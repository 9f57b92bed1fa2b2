import { defineConfig } from 'vitest/config';

// Browser flows against one real server (started in global-setup) in system Chromium.
// Files run one after another: the machine has two cores and one server.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['specs/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    // Live updates travel through sockets and refetches: on a loaded two-core machine they take
    // seconds, so polled assertions wait up to ten (Vitest's default is one).
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
  },
});
