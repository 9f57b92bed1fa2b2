import { vi } from 'vitest';

/**
 * Requests made on a path (`/api/…`), as the browser's code makes them: Node's `Request` needs an
 * origin, so the test's stands in for it, reading a path against the page's address. Undone by
 * `vi.unstubAllGlobals()` (setup-tests.ts does so after each test).
 */
export function requestsOnThePage(): void {
  const NodeRequest = Request;
  vi.stubGlobal(
    'Request',
    class extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
      }
    },
  );
}
