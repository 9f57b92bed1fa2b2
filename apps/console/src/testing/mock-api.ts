import { vi } from 'vitest';

type Answer = { status?: number; body: unknown } | undefined;
type Handler = (url: URL, request: Request) => Answer | Promise<Answer>;

/**
 * Answers the console's API calls in component tests. Node's Request refuses RTK Query's
 * relative `/api/...` path outside a page, so it is resolved against a local origin first
 * (and jsdom's AbortSignal, which Node does not accept, is left out).
 */
export function mockApi(handler: Handler) {
  const NativeRequest = globalThis.Request;
  class TestRequest extends NativeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      const url = typeof input === 'string' ? new URL(input, 'http://localhost') : input;
      super(url, { ...init, signal: undefined });
    }
  }
  const fetchMock = vi.fn(async (request: Request) => {
    const answer = await handler(new URL(request.url), request.clone());
    if (!answer) return new Response(JSON.stringify({ error: 'Not found' }), { status: 404 });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('Request', TestRequest);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
