import { defineConfig } from 'vitest/config';
import { TEST_TIMEOUT_MS } from './src/testing/time-limits';

// The kit's own logic (the card layout both front ends draw); screens are tested in the apps.
export default defineConfig({
  test: { name: 'web-kit', include: ['src/**/*.test.ts'], testTimeout: TEST_TIMEOUT_MS },
});
