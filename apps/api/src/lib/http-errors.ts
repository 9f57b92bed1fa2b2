import {
  apiErrorSentence,
  type ApiErrorArgs,
  type ApiErrorCode,
  type ApiErrorParams,
} from '@chapkhana/shared/errors';
import type { PreflightFinding } from '@chapkhana/shared/print';
import type { FieldErrors } from './field-issues';

/**
 * A refusal the caller may read: a code of the shared catalogue (packages/shared/src/errors.ts)
 * and the names and numbers its sentence fills in. The message is the English sentence.
 */
export class HttpError extends Error {
  readonly params: ApiErrorParams | undefined;
  /** What the preflight found, on a refused print file (answered as the body's `findings`). */
  findings: PreflightFinding[] | undefined;
  /** An `invalid_input` refusal's code per field (field-issues.ts), as the body's `fieldErrors`. */
  fieldErrors: FieldErrors | undefined;

  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    params?: ApiErrorParams,
    options?: ErrorOptions & { sentence?: string },
  ) {
    super(options?.sentence ?? apiErrorSentence(code, params), options);
    this.name = 'HttpError';
    this.params = params && Object.keys(params).length > 0 ? params : undefined;
  }
}

/** The reason a rule refused something, to be answered with whichever status fits. */
export interface Refusal {
  code: ApiErrorCode;
  params?: ApiErrorParams;
}

/** A refusal of `code` with the values its sentence needs. */
export const refusal = <C extends ApiErrorCode>(code: C, ...args: ApiErrorArgs<C>): Refusal => ({
  code,
  ...(args[0] ? { params: args[0] } : {}),
});

/** An error of `status` for `code`, with the values its sentence needs (checked against it). */
export const httpError = <C extends ApiErrorCode>(
  status: number,
  code: C,
  ...args: ApiErrorArgs<C>
) => new HttpError(status, code, args[0]);

/** The helper for one status: `notFound('order_not_found')`, `conflict('only_in_stock', { count })`. */
const withStatus =
  (status: number) =>
  <C extends ApiErrorCode>(code: C, ...args: ApiErrorArgs<C>) =>
    httpError(status, code, ...args);

export const badRequest = withStatus(400);
export const unauthorized = withStatus(401);
export const forbidden = withStatus(403);
export const notFound = withStatus(404);
export const conflict = withStatus(409);
export const tooManyRequests = withStatus(429);

/** A 422 for a print file the preflight refused, with what it found (docs/design.md §13). */
export function artworkRefused(findings: PreflightFinding[]): HttpError {
  const error = new HttpError(422, 'artwork_refused');
  error.findings = findings;
  return error;
}

/** A 409 for a rule's refusal. */
export const refused = (reason: Refusal) => new HttpError(409, reason.code, reason.params);

/**
 * A 400 for input that fails validation: `fields` names the fields (what the clients use),
 * `sentence` says in English which and why, as the API always has.
 */
export function invalidInput(
  sentence: string,
  fields: readonly string[],
  fieldErrors?: FieldErrors,
): HttpError {
  const error = new HttpError(
    400,
    'invalid_input',
    { fields: [...new Set(fields)].join(', ') },
    { sentence },
  );
  error.fieldErrors = fieldErrors;
  return error;
}
