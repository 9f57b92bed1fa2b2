import { isPlainObject } from '@reduxjs/toolkit';
import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ServerRenderInput } from '@chapkhana/shared/server-render';

/** How the server answers the API's requests in-process while it draws a page. */
export type CallApi = ServerRenderInput['callApi'];

type Answer =
  { data: unknown; error?: undefined } | { error: FetchBaseQueryError; data?: undefined };

/** The request's path under the site's root: `/api` and the endpoint's path, with its params. */
function apiPath(url: string, params: FetchArgs['params']): string {
  let path = `/api/${url.replace(/^\//, '')}`;
  if (params) {
    const query = new URLSearchParams(
      Object.entries(params as Record<string, unknown>)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => [name, String(value)]),
    );
    const text = query.toString();
    if (text) path += (path.includes('?') ? '&' : '?') + text;
  }
  return path;
}

/** A body `fetchBaseQuery` sends as JSON: a plain object, an array, or one with `toJSON`. */
function isJsonifiable(body: unknown): boolean {
  return (
    isPlainObject(body) ||
    Array.isArray(body) ||
    (typeof body === 'object' &&
      body !== null &&
      typeof (body as { toJSON?: unknown }).toJSON === 'function')
  );
}

/** Each answer read here, by its parsed data: the JSON text it was read from. */
const answerTexts = new WeakMap<object, string>();

/**
 * The JSON text an in-process answer was read from, for the page's state to carry as it came
 * (made safe for its script element) instead of writing the same data as JSON again: a product
 * page's own answer is ~15 KB, written and escaped anew on every page (docs/performance.md).
 * Undefined for data not read here as it is (a kept answer, a transformed one).
 */
export function answerText(data: object): string | undefined {
  return answerTexts.get(data);
}

/**
 * The server's base query: the API is asked in-process (`callApi`) and its answer read as
 * `fetchBaseQuery` reads one (JSON, a 2xx is data, anything else an error with its status and
 * body), without the two Requests, the Response, its copy and two text decodings
 * `fetchBaseQuery` makes for every request: a third of a page's drawing went to them.
 */
export async function askInProcess(callApi: CallApi, args: string | FetchArgs): Promise<Answer> {
  const {
    url,
    method = 'GET',
    params,
    body,
    headers,
  } = typeof args === 'string' ? ({ url: args } as FetchArgs) : args;
  const sentHeaders: Record<string, string> = { accept: 'application/json' };
  const given = Object.entries((headers ?? {}) as Record<string, string | undefined>);
  for (const [name, value] of given) {
    if (value !== undefined) sentHeaders[name.toLowerCase()] = value;
  }
  let sentBody: string | undefined;
  if (typeof body === 'string') sentBody = body;
  else if (isJsonifiable(body)) {
    sentBody = JSON.stringify(body);
    sentHeaders['content-type'] ??= 'application/json';
  } else if (body !== undefined && body !== null) {
    // A form or a file (an artwork's upload) is never sent while a page is drawn.
    return { error: { status: 'FETCH_ERROR', error: 'Only JSON bodies are sent in-process.' } };
  }
  let answer: Awaited<ReturnType<CallApi>>;
  try {
    answer = await callApi({
      method,
      url: apiPath(url, params),
      headers: sentHeaders,
      ...(sentBody === undefined ? {} : { body: sentBody }),
    });
  } catch (error) {
    return { error: { status: 'FETCH_ERROR', error: String(error) } };
  }
  // A kept answer comes parsed already (shared by the pages drawn meanwhile, frozen).
  let data: unknown = answer.data;
  try {
    if (data === undefined) data = answer.body.length > 0 ? JSON.parse(answer.body) : null;
  } catch (error) {
    return {
      error: {
        status: 'PARSING_ERROR',
        originalStatus: answer.status,
        data: answer.body,
        error: String(error),
      },
    };
  }
  // Its root frozen, as immer's performance notes advise for data from a JSON endpoint: immer
  // then takes it into the page's store without walking all of it for drafts first (a product
  // page's answer was 3 % of its drawing). Nothing changes an answer; a kept one is frozen whole.
  if (typeof data === 'object' && data !== null) {
    Object.freeze(data);
    if (answer.data === undefined) answerTexts.set(data, answer.body);
  }
  return answer.status >= 200 && answer.status <= 299
    ? { data }
    : { error: { status: answer.status, data } };
}
