import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Tests that run in Node, no DOM, no setup: the server renderer (as the API runs it), the lint rules. */
export default defineConfig({
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  test: {
    name: 'web-server',
    environment: 'node',
    include: ['src/**/*.server.test.{ts,tsx}'],
  },
});
