import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { TEST_TIMEOUT_MS } from '../../packages/web-kit/src/testing/time-limits';

export default defineConfig({
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  test: {
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
