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
  },
});
