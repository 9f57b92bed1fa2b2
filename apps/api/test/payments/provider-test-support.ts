import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { fetchInProcess } from '../../src/modules/parcels/lookalike-mount';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ReceivedCallback,
} from '../../src/payments/provider';

/** The PaymentProviderError a promise fails with; fails the test otherwise. */
export async function failure(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

/** Calls a look-alike's control under `origin` and returns its JSON; fails the test on a refusal. */
export async function callControl(origin: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${origin}/__control/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer: unknown = await response.json();
  if (!response.ok) throw new Error(`control ${path} refused: ${JSON.stringify(answer)}`);
  return answer;
}

/**
 * Our callback route at `path` as the shop will have it: the raw body (JSON or a form) and the
 * headers, kept for readCallback.
 */
export async function startCallbackReceiver(path: string) {
  const received: ReceivedCallback[] = [];
  const app = Fastify({ logger: false });
  for (const type of ['application/json', 'application/x-www-form-urlencoded']) {
    app.addContentTypeParser(type, { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
  }
  app.post(path, async (request) => {
    received.push({
      headers: request.headers,
      rawBody: String(request.body ?? ''),
      query: request.query as Record<string, string>,
    });
    return { ok: true };
  });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${origin}${path}`, received, close: () => app.close() };
}

/** The action of a hosted page's form whose action ends with `/step`, unescaped. */
export const formAction = (html: string, step: string) => {
  const action = new RegExp(`action="([^"]*/${step})"`).exec(html)?.[1];
  expect(action, `the page has a ${step} form`).toBeDefined();
  return action!.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)));
};

/** The hidden fields of a page's forms (the payment's id or token, its form token), unescaped. */
export function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(
    /<input type="hidden" name="([^"]+)" value="([^"]*)">/g,
  )) {
    fields[name!] = value!.replace(/&#(\d+);/g, (_m, code: string) =>
      String.fromCharCode(Number(code)),
    );
  }
  return fields;
}

/** A browser posting a form's fields, never following the redirect. */
export function postForm(origin: string, action: string, fields: Record<string, string>) {
  return fetch(new URL(action, origin), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/**
 * A host app (the demo's API at http://shop.test) with a form parser of its own and the
 * look-alike `plugin` registered in it under `prefix` with `options`, started before the
 * enclosing tests and closed after them; `fetch` reaches the look-alike in-process at `base`.
 */
export function useHostedLookalike<O extends object>(
  plugin: FastifyPluginAsync<O & { publicUrl: string }>,
  options: O,
  prefix: string,
) {
  const origin = 'http://shop.test';
  const host = { prefix, base: `${origin}${prefix}` } as {
    app: FastifyInstance;
    prefix: string;
    base: string;
    fetch: typeof fetch;
  };
  beforeAll(async () => {
    const app = Fastify();
    // The host may parse forms its own way; the look-alike reads its own anyway.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, { host: body }),
    );
    await app.register(plugin, { ...options, publicUrl: origin, prefix });
    await app.ready();
    Object.assign(host, { app, fetch: fetchInProcess(app, host.base) });
  });
  afterAll(() => host.app.close());
  return host;
}

/** A browser posting a form's fields to `url` of an app reached in-process. */
export const injectForm = (app: FastifyInstance, url: string, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

/**
 * The provider `create` makes with `options`, its calls noted in `paths` by `name(their path)`
 * (through `options.fetch`, the global fetch by default).
 */
export function countedProvider<O extends { fetch?: typeof fetch }>(
  create: (options: O) => PaymentProvider,
  options: O,
  name = (path: string) => path,
): { provider: PaymentProvider; paths: string[] } {
  const paths: string[] = [];
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const counting: typeof fetch = (input, init) => {
    paths.push(name(new URL(String(input)).pathname));
    return fetchImpl(input, init);
  };
  return { provider: create({ ...options, fetch: counting }), paths };
}

/** A hosted page opened by the payer's browser: it must answer 200; its origin, HTML and query. */
export async function openHostedPage(url: string) {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const { origin, searchParams } = new URL(url);
  return { origin, html: await page.text(), query: (name: string) => searchParams.get(name)! };
}

/** Where a page's answer sends the browser back: it must be a 302. */
export function redirectedTo(answer: Response): URL {
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location')!);
}
