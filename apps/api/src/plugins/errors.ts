import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { apiErrorSentence, type ApiErrorCode, type ApiErrorParams } from '@chapkhana/shared/errors';
import { isDatabaseUnavailable } from '../db/errors';
import { describeIssues } from '../lib/field-issues';
import { HttpError } from '../lib/http-errors';
import { isStorageFull } from '../lib/storage';

const contextNames: Record<string, string> = {
  body: 'request body',
  querystring: 'query',
  params: 'path',
  headers: 'headers',
};

/** A validation failure's sentence, the fields it names and each field's code (field-issues.ts). */
function describeValidation(error: FastifyError & { validationContext?: string }) {
  const context = contextNames[error.validationContext ?? ''] ?? 'request';
  const described = describeIssues(
    (error.validation ?? []).map((issue) => ({
      ...(issue.params as Record<string, unknown>),
      code: issue.keyword,
      message: issue.message,
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    })),
  );
  const details = described.details.join('; ') || 'it does not match what this route expects';
  return { ...described, sentence: `Invalid ${context}: ${details}.` };
}

type Answer = { error: string; code: ApiErrorCode; params?: ApiErrorParams };

/** The answer for a catalogue code: its English sentence unless `sentence` keeps a detail. */
function answerOf(code: ApiErrorCode, params?: ApiErrorParams, sentence?: string): Answer {
  return {
    error: sentence ?? apiErrorSentence(code, params),
    code,
    ...(params ? { params } : {}),
  };
}

/** Fastify's own 4xx errors by their code; anything else keeps Fastify's sentence. */
const FRAMEWORK_CODES: Readonly<Record<string, ApiErrorCode>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
};

/**
 * One error shape for the whole API: `{ error: "<sentence>", code, params }` (docs/design.md §4). The
 * real message is only shown below 500; a server fault answers a generic sentence and is
 * logged with its stack.
 */
export const errorHandling = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError & { validationContext?: string }, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const invalid = describeValidation(error);
      const answer = answerOf(
        'invalid_input',
        { fields: invalid.fields.join(', ') },
        invalid.sentence,
      );
      return reply.status(400).send({ ...answer, fieldErrors: invalid.fieldErrors });
    }
    // A full disk (or quota) under any write, however it was wrapped (a 503 such as
    // `email_not_sent` whose cause is the full disk too): 507 with a sentence the
    // reader can act on (try later), not a server fault; the operator learns it from the log
    // and from /api/health.
    if (isStorageFull(error)) {
      request.log.error({ err: error }, 'a write failed: the disk is full');
      return reply.status(507).send(answerOf('storage_full'));
    }
    // A deliberate refusal keeps its code, a 503 too (busy, a partner not answering, a search
    // past its budget); those are still logged with what caused them.
    if (error instanceof HttpError && error.statusCode !== 500) {
      if (error.statusCode > 500) request.log.warn({ err: error }, 'request refused: unavailable');
      const answer = answerOf(error.code, error.params, error.message);
      return reply.status(error.statusCode).send({
        ...answer,
        ...(error.findings ? { findings: error.findings } : {}),
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      // A database restart or failover: clients and load balancers should retry, not give up.
      if (isDatabaseUnavailable(error)) {
        return reply.status(503).header('retry-after', '5').send(answerOf('database_unavailable'));
      }
      return reply.status(status).send(answerOf('server_error'));
    }
    const known = FRAMEWORK_CODES[error.code];
    if (known) {
      const answerStatus = known === 'invalid_json' ? 400 : status;
      return reply.status(answerStatus).send(answerOf(known));
    }
    // The rate limiter's and Fastify's other refusals keep their own English sentence.
    const code: ApiErrorCode = status === 429 ? 'rate_limited' : 'invalid_request';
    return reply.status(status).send(answerOf(code, undefined, error.message));
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
  const code: ApiErrorCode =
    status >= 500
      ? 'server_error'
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 'address_part_too_long'
        : 'malformed_address';
  void reply.status(status).send(answerOf(code));
}
