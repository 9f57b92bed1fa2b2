import fastifyCors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/http-errors';

/** Every method the API answers; the headers asked for are allowed as asked (the origin is trusted). */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** How long a browser may reuse a preflight's answer (Chromium keeps it two hours at most). */
const PREFLIGHT_SECONDS = 600;

const isApi = (request: FastifyRequest) => /^\/api(\/|\?|$)/.test(request.url);
const isPreflight = (request: FastifyRequest) =>
  request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;

/**
 * CORS for the API (issue 20): pages of the `origins` (CORS_ORIGINS) may call /api with
 * credentials. Their requests are answered with their own origin in Access-Control-Allow-Origin,
 * never `*`, and `Vary: Origin`, so no cache hands one origin's answer to another; a preflight
 * from them answers 204. A preflight from any other origin answers 403 `foreign_origin` without
 * CORS headers: the browser refuses the call either way, and the status says why to whoever
 * reads the network panel (a 404 would claim the route does not exist). Other requests from
 * other origins are answered as before, without CORS headers, so their pages cannot read them.
 * Pages, pictures and the console stay same-origin; Socket.IO has its own `cors` option.
 *
 * Registered before the read cache: a kept answer is sent from its onRequest hook, and hooks run
 * in the order they were added, so a kept answer gets the headers of its own reader's origin.
 * Without CORS_ORIGINS nothing is registered and nothing changes.
 */
export const apiCors = fp(
  async (app: FastifyInstance, { origins }: { origins: readonly string[] }) => {
    if (origins.length === 0) return;
    const allowed = new Set(origins);
    await app.register(fastifyCors, {
      hook: 'onRequest',
      delegator: (request, answer) => {
        if (!isApi(request)) return answer(null, { origin: false });
        answer(null, {
          origin: (origin, decide) => {
            if (origin !== undefined && allowed.has(origin)) return decide(null, origin);
            if (isPreflight(request)) return decide(forbidden('foreign_origin'), false);
            decide(null, false);
          },
          credentials: true,
          methods: METHODS,
          maxAge: PREFLIGHT_SECONDS,
        });
      },
    });
  },
  { name: 'api-cors' },
);
