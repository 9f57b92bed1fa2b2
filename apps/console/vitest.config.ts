import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  test: {
    name: 'console',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup-tests.ts'],
    // A screen's flow takes under a second alone; beside the API suites on two cores it once
    // took over vitest's 5 s default (web's shipping test, 661 ms alone). Still catches a hang.
    testTimeout: 15_000,
  },
});
