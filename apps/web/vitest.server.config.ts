import { defineConfig } from 'vitest/config';
import { TEST_TIMEOUT_MS } from '../../packages/web-kit/src/testing/time-limits';
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
    // A first page drawn loads the routes' code: beside the other suites on two cores it took
    // over Vitest's 5 s default (time-limits.ts).
    testTimeout: TEST_TIMEOUT_MS,
  },
});
