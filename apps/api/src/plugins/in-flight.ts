import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts `work` done outside a request (the payment sweeper) as in flight until it settles. */
    inFlight<T>(work: Promise<T>): Promise<T>;
  }
}

/** How long closing waits for work in flight: under close-with-grace's 10 s (server.ts). */
const DRAIN_MS = 8_000;

type Stage = 'running' | 'handler-running' | 'handler-done' | 'done';
const stages = new WeakMap<FastifyRequest, Stage>();

/**
 * Closing waits for the work in flight to finish before the database goes (server.ts ends the
 * pool after `app.close()`). Fastify's own close waits for open connections only: a request
 * whose client left (the balancer cut it, a phone lost its signal) kept running its handler
 * after the pool had ended, and met "Cannot use a pool after calling end". Here a request is in
 * flight from its first hook until its answer has gone out or, when its client left, until its
 * handler has returned. While closing, new requests are refused by Fastify (503), and answers
 * say `Connection: close`, so a keep-alive connection does not hold the server open.
 */
const inFlightPlugin: FastifyPluginAsync<{ drainMs?: number }> = async (app, options) => {
  let running = 0;
  let closing = false;
  let drained: (() => void) | undefined;
  const begin = () => {
    running += 1;
  };
  const end = () => {
    running -= 1;
    if (running === 0) drained?.();
  };
  const finish = (request: FastifyRequest) => {
    if (stages.get(request) === 'done' || !stages.has(request)) return;
    stages.set(request, 'done');
    end();
  };

  app.decorate('inFlight', <T>(work: Promise<T>): Promise<T> => {
    begin();
    return work.finally(end);
  });

  app.addHook('onRequest', async (request) => {
    stages.set(request, 'running');
    begin();
  });
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    // Kept synchronous for handlers that are (they send later themselves); a promise is followed.
    route.handler = function trackedHandler(request, reply) {
      stages.set(request, 'handler-running');
      const handlerReturned = () => {
        if (stages.get(request) === 'handler-running') stages.set(request, 'handler-done');
        // Its client left while it ran: nothing will be sent, so its work ends here.
        if (request.socket?.destroyed === true) finish(request);
      };
      let result: unknown;
      try {
        result = handler.call(this, request, reply);
      } catch (error) {
        handlerReturned();
        throw error;
      }
      if (result instanceof Promise) return result.finally(handlerReturned);
      handlerReturned();
      return result;
    } as typeof handler;
  });
  app.addHook('onResponse', async (request) => finish(request));
  app.addHook('onRequestAbort', async (request) => {
    if (stages.get(request) !== 'handler-running') finish(request);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
  app.addHook('preClose', async () => {
    closing = true;
    if (running > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, options.drainMs ?? DRAIN_MS);
        drained = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    // Nothing is being answered now: a connection left open (keep-alive) would hold the close
    // for Fastify's keep-alive timeout (72 s), past close-with-grace's 10 s.
    app.server.closeAllConnections();
  });
};

export const inFlight = fp(inFlightPlugin, { name: 'in-flight' });
