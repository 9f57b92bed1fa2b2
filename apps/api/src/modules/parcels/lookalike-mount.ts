import Fastify, { type FastifyInstance } from 'fastify';
import { WASEET_BRANDS } from '@chapkhana/shared/parcels';
import { WASEET_BRAND_SETTINGS } from '../../couriers/waseet/brands';
import {
  waseetLookalikePlugin,
  type WaseetLookalikeOptions,
} from '../../couriers/waseet/lookalike';

/**
 * A fetch that answers the URLs under `base` from `app` in-process (`app.inject`), and any other
 * URL with `fallback`. The demo serves the look-alike courier inside the API: its calls then
 * never leave the process, whatever PUBLIC_URL resolves to behind a proxy.
 */
export function fetchInProcess(
  app: FastifyInstance,
  base: string,
  fallback: typeof fetch = globalThis.fetch,
): typeof fetch {
  const origin = new URL(base).origin;
  return async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(`${base}/`)) return fallback(input, init);
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const headers = Object.fromEntries(request.headers);
    const answer = await app.inject({
      method: request.method as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { ...headers, host: new URL(origin).host },
      ...(body ? { payload: body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) responseHeaders.set(name, String(value));
    }
    return new Response(answer.rawPayload.length > 0 ? new Uint8Array(answer.rawPayload) : null, {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}

/**
 * The look-alike courier at `origin` (its brands under `/alwaseet/v1/merchant`, …) on an app of
 * its own that never listens, reached through the fetch returned: what a test gives the shop's
 * courier calls instead of the network.
 */
export async function inProcessLookalike(
  origin: string,
  options: WaseetLookalikeOptions = {},
): Promise<{ fetch: typeof fetch; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  await app.register(waseetLookalikePlugin, { ...options, publicUrl: origin });
  await app.ready();
  // Every courier address lands here, the brands' real ones as the look-alike's brand: a test
  // never reaches the network.
  const local = fetchInProcess(app, origin);
  const everything: typeof fetch = (input, init) => {
    const request = new Request(input, init);
    const real = WASEET_BRANDS.find((brand) =>
      request.url.startsWith(`${WASEET_BRAND_SETTINGS[brand].baseUrl}/`),
    );
    if (real) {
      const rest = request.url.slice(WASEET_BRAND_SETTINGS[real].baseUrl.length);
      return local(new Request(`${origin}/${real}/v1/merchant${rest}`, request));
    }
    return local(
      new Request(
        `${origin}${new URL(request.url).pathname}${new URL(request.url).search}`,
        request,
      ),
    );
  };
  return { fetch: everything, close: () => app.close() };
}
