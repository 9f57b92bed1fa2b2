import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import { apiErrorSentence, type ApiErrorCode } from '@chapkhana/shared/errors';
import type { Ack, ClientToServerEvents } from '@chapkhana/shared/realtime';
import { HttpError } from '../lib/http-errors';

type AckResult = Parameters<Ack>[0];

/**
 * The refusal a client may see for `error`: only an intended one. Anything else is the server's
 * fault (a database error's message carries SQL), so it is logged and not shown.
 */
export function clientRefusal(error: unknown): HttpError | undefined {
  if (error instanceof HttpError && error.statusCode < 500) return error;
  return undefined;
}

/** The acknowledgement of a failure: the refusal's sentence and code, else `failure`'s. */
export function failedAck(refusal: HttpError | undefined, failure: ApiErrorCode): AckResult {
  if (!refusal) return { ok: false, error: apiErrorSentence(failure), code: failure };
  return {
    ok: false,
    error: refusal.message,
    code: refusal.code,
    ...(refusal.params ? { params: refusal.params } : {}),
  };
}

/**
 * Runs `task` so that nothing it throws or rejects reaches the process: an unhandled rejection
 * shuts the server down (close-with-grace), and a socket must never be able to do that.
 */
export function guard(log: FastifyBaseLogger, what: string, task: () => unknown): void {
  new Promise((resolve) => resolve(task())).catch((error: unknown) =>
    log.error({ err: error }, `${what} failed`),
  );
}

/**
 * Listens to a client event so that no handler can forget the rules: arguments are untrusted
 * (`unknown`), the last one is an acknowledgement only if it is a function, a failure is
 * logged, and a client that asked for an answer gets a sentence, never the server's internals.
 * `answer` turns a result into the acknowledgement; without it only failures are answered.
 */
export function onClientEvent<T>(
  socket: Socket,
  event: keyof ClientToServerEvents,
  handler: (...args: unknown[]) => T | Promise<T>,
  options: {
    log: FastifyBaseLogger;
    failure: ApiErrorCode;
    answer?: (result: T) => AckResult;
    /** Counts the work as in flight (plugins/in-flight.ts): closing waits for it and its answer. */
    inFlight: (work: Promise<void>) => Promise<void>;
  },
): void {
  socket.on(event, (...args: unknown[]) => {
    const ack = typeof args.at(-1) === 'function' ? (args.pop() as Ack) : undefined;
    const work = async () => {
      let reply: AckResult | undefined;
      try {
        const result = await handler(...args);
        reply = options.answer?.(result);
      } catch (error) {
        const refusal = clientRefusal(error);
        if (refusal === undefined)
          options.log.error({ err: error }, `socket event ${event} failed`);
        reply = failedAck(refusal, options.failure);
      }
      if (reply && ack) ack(reply);
    };
    guard(options.log, `socket event ${event}`, () => options.inFlight(work()));
  });
}
