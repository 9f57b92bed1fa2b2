import { vi } from 'vitest';
import { apiErrorSentence, type ApiErrorArgs, type ApiErrorCode } from '@chapkhana/shared/errors';

type Answer = { status?: number; body: unknown; headers?: Record<string, string> } | undefined;
/** Answers a call from its URL; the request is there for the method and the body. */
type Handler = (url: URL, request: Request) => Answer | Promise<Answer>;

/**
 * Answers an app's API calls in component tests (storefront and console). RTK Query builds a `Request` from
 * the relative `/api/...` path, which Node's Request refuses outside a page, so relative
 * paths are resolved against a local origin first (and jsdom's AbortSignal, which Node
 * does not accept, is left out). Returns the fetch mock to inspect the calls.
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
    if (!answer) {
      const url = new URL(request.url);
      const notFound = apiError('route_not_found', { method: request.method, url: url.pathname });
      return new Response(JSON.stringify(notFound), { status: 404 });
    }
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('Request', TestRequest);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The URLs the app has fetched, path and query, in order. */
export function fetchedUrls(fetchMock: ReturnType<typeof mockApi>): URL[] {
  return fetchMock.mock.calls.map(([request]) => new URL(request.url));
}

/** An error answer's body as the API sends it: the English sentence, the code and its params. */
export function apiError<C extends ApiErrorCode>(code: C, ...args: ApiErrorArgs<C>) {
  const params = args[0];
  return { error: apiErrorSentence(code, params), code, ...(params ? { params } : {}) };
}
