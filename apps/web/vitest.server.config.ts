import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** The storefront's server renderer, tested in Node as the API server runs it: no DOM, no setup. */
export default defineConfig({
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  test: {
    name: 'web-server',
    environment: 'node',
    include: ['src/**/*.server.test.{ts,tsx}'],
  },
});
