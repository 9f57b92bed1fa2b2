import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-errors';

/** Deeper than any request the shop takes; schemas refuse such bodies anyway. */
const MAX_DEPTH = 64;

/** A high surrogate without its low half, or a low one without its high half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text PostgreSQL cannot hold: a NUL character, or a lone UTF-16 surrogate (invalid in jsonb). */
function isUnstorable(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

function containsUnstorable(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isUnstorable(value);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return false;
  return Object.entries(value).some(
    ([key, child]) => isUnstorable(key) || containsUnstorable(child, depth + 1),
  );
}

/**
 * Refuses text PostgreSQL cannot store or compare anywhere in the path, query or JSON body,
 * before validation: a NUL character or a lone surrogate otherwise failed as a 500 deep
 * inside a handler (found by test/hostile-input.test.ts).
 */
export const refuseUnstorableText = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const parts = { path: request.params, query: request.query, 'request body': request.body };
    for (const [part, value] of Object.entries(parts)) {
      if (containsUnstorable(value)) {
        throw badRequest(
          `Invalid ${part}: text must be valid Unicode without NUL characters (\\u0000).`,
        );
      }
    }
  });
});
