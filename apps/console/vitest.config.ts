import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { TEST_TIMEOUT_MS } from '../../packages/web-kit/src/testing/time-limits';

export default defineConfig({
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  test: {
    name: 'console',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup-tests.ts'],
    // Waits end with the test, not before it (see time-limits.ts). Still catches a hang.
    testTimeout: TEST_TIMEOUT_MS,
  },
});
