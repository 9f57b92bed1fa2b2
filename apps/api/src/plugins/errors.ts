import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/errors';

const contextNames: Record<string, string> = {
  body: 'request body',
  querystring: 'query',
  params: 'path',
  headers: 'headers',
};

function describeValidation(error: FastifyError & { validationContext?: string }): string {
  const context = contextNames[error.validationContext ?? ''] ?? 'request';
  const details = (error.validation ?? []).map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return field ? `${field} ${issue.message ?? 'is invalid'}` : (issue.message ?? 'is invalid');
  });
  return `Invalid ${context}: ${details.join('; ') || 'it does not match what this route expects'}.`;
}

/**
 * One error shape for the whole API: `{ error: "<sentence>" }`. The real message is only
 * shown below 500; a server fault answers a generic sentence and is logged with its stack.
 */
export const errorHandling = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError & { validationContext?: string }, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return reply.status(400).send({ error: describeValidation(error) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      // A database restart or failover: clients and load balancers should retry, not give up.
      if (isDatabaseUnavailable(error)) {
        return reply
          .status(503)
          .header('retry-after', '5')
          .send({ error: 'The shop is briefly unavailable. Please try again in a moment.' });
      }
      return reply
        .status(status)
        .send({ error: 'Something went wrong on our side. Please try again.' });
    }
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
    ) {
      return reply.status(400).send({ error: 'The request body is not valid JSON.' });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ error: 'The request body is too large.' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ error: 'This content type is not supported; send JSON.' });
    }
    return reply.status(status).send({ error: error.message });
  });
});

/**
 * The router's own errors (a malformed %-escape in the path, a path segment over the length
 * limit) are answered before any hook runs; without this they left in Fastify's default shape.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 400;
  const message =
    status >= 500
      ? 'Something went wrong on our side. Please try again.'
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 'A part of this address is too long.'
        : 'This address is not valid: it has a malformed %-escape.';
  void reply.status(status).send({ error: message });
}
