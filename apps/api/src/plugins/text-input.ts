import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-errors';
import { isUnstorableText } from '../lib/unstorable-text';

/** Deeper than any request the shop takes; schemas refuse such bodies anyway. */
const MAX_DEPTH = 64;

function containsUnstorable(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isUnstorableText(value);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return false;
  return Object.entries(value).some(
    ([key, child]) => isUnstorableText(key) || containsUnstorable(child, depth + 1),
  );
}

/**
 * Refuses text PostgreSQL cannot store or compare anywhere in the path, query or JSON body,
 * before validation: a NUL character or a lone surrogate otherwise failed as a 500 deep inside
 * a handler (found by test/hostile-input.test.ts). `readUpload` checks multipart fields.
 */
export const refuseUnstorableText = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const parts = { path: request.params, query: request.query, 'request body': request.body };
    for (const [part, value] of Object.entries(parts)) {
      if (containsUnstorable(value)) throw badRequest('unstorable_text', { part });
    }
  });
});
