import { configDefaults, defineConfig } from 'vitest/config';
import { TEST_TIMEOUT_MS } from '../../packages/web-kit/src/testing/time-limits';
import { onPreact } from './vitest.preact';

export default defineConfig({
  // The tests render with Preact, as the storefront ships (vite.config.ts): see vitest.preact.ts.
  ...onPreact('browser'),
  test: {
    ...onPreact('browser').test,
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // *.server.test.* run in Node, without the DOM (vitest.server.config.ts).
    exclude: [...configDefaults.exclude, 'src/**/*.server.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup-tests.ts'],
    // Waits end with the test, not before it (see time-limits.ts). Still catches a hang.
    testTimeout: TEST_TIMEOUT_MS,
  },
});
