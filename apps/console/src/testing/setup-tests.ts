import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { WAIT_LIMIT_MS } from '@chapkhana/web-kit/testing/time-limits';

// Waits (findBy, waitFor) watch their state until the test's own limit, not a second
// (time-limits.ts): a loaded machine makes a screen slow, not its test failed.
configure({ asyncUtilTimeout: WAIT_LIMIT_MS });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});
