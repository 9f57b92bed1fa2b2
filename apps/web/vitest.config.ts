import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

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
    // A screen's flow takes under a second alone; beside the API suites on two cores it once
    // took over vitest's 5 s default (web's shipping test, 661 ms alone). Still catches a hang.
    testTimeout: 15_000,
  },
});
