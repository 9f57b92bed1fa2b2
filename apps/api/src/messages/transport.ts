/**
 * One JSON call to a message provider, read whole within a timeout. A provider that never
 * answers, refuses the connection, or answers an HTML page or anything that is not JSON is
 * "down" (a ProviderFailure of kind `provider_down`); the caller reads the JSON it got.
 */
import type { MessageChannel } from '@chapkhana/shared/messages';
import type { MessageFailureKind } from './messenger';

/** A channel did not take a message, with the kind that decides what we do next. */
export class ProviderFailure extends Error {
  override name = 'ProviderFailure';
  constructor(
    readonly channel: MessageChannel,
    readonly kind: MessageFailureKind,
    /** The provider's own words and code, for the outbox and the log. */
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`${channel}: ${reason}`, options);
  }
}

export interface JsonCall {
  channel: MessageChannel;
  fetch: typeof fetch;
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: unknown;
  timeoutMs: number;
}

export interface JsonAnswer {
  status: number;
  json: unknown;
  headers: Headers;
}

export async function callJson(call: JsonCall): Promise<JsonAnswer> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  // A race, not only the signal: a fetch that ignores it (an in-process look-alike) still ends.
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(
        new ProviderFailure(call.channel, 'provider_down', `no answer within ${call.timeoutMs} ms`),
      );
    }, call.timeoutMs);
  });
  const exchange = (async () => {
    const response = await call.fetch(call.url, {
      method: call.method,
      headers: {
        accept: 'application/json',
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...call.headers,
      },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: controller.signal,
    });
    return { response, text: await response.text() };
  })();
  let response: Response;
  let text: string;
  try {
    ({ response, text } = await Promise.race([exchange, timeout]));
  } catch (error) {
    if (error instanceof ProviderFailure) throw error;
    throw new ProviderFailure(
      call.channel,
      'provider_down',
      `the connection failed (${error instanceof Error ? error.message : String(error)})`,
      { cause: error },
    );
  } finally {
    clearTimeout(timer);
    // The losing side of the race must not become an unhandled rejection.
    exchange.catch(() => undefined);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    const html =
      /^\s*</.test(text) || (response.headers.get('content-type') ?? '').includes('html');
    throw new ProviderFailure(
      call.channel,
      'provider_down',
      html
        ? `answered an HTML page (HTTP ${response.status}) instead of JSON`
        : `answered something that is not JSON (HTTP ${response.status})`,
    );
  }
  return { status: response.status, json, headers: response.headers };
}
