import { defineConfig } from 'vitest/config';
import { onPreact } from './vitest.preact';

/** Tests that run in Node, no DOM, no setup: the server renderer (as the API runs it), the lint rules. */
export default defineConfig({
  // Rendered with Preact (preact-render-to-string), as the API's server build does.
  ...onPreact('node'),
  test: {
    ...onPreact('node').test,
    name: 'web-server',
    environment: 'node',
    include: ['src/**/*.server.test.{ts,tsx}'],
  },
});
