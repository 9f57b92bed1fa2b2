import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { isApiErrorCode, type ApiErrorCode } from '@chapkhana/shared/error-codes';
import type { ApiErrorParams } from '@chapkhana/shared/errors';
import { isFieldErrorCode, type FieldError } from '@chapkhana/shared/field-errors';

/** What a failed RTK Query call (or a rejected `unwrap()`) tells us. */
export interface ApiFailure {
  /** The HTTP status; undefined when the server was not reached or did not answer JSON. */
  status?: number;
  /** The error's code from the shared catalogue, when the server sent a known one. */
  code?: ApiErrorCode;
  /** The names and numbers the code's sentence fills in. */
  params: ApiErrorParams;
  /** An `invalid_input` answer's refusal per field (by its path), as codes and params. */
  fieldErrors: Record<string, FieldError>;
  /** The server's English sentence (`error`, else `message`). */
  sentence?: string;
  /** Offline, refused or timed out. */
  unreachable: boolean;
}

/** The translation key of an error code: every app's files hold `apiErrors.<code>`. */
export type ApiErrorKey = `apiErrors.${ApiErrorCode | 'unreachable'}`;

/**
 * What to show for a failure: a translation key and its values, or (from a server that sends
 * no known code, such as the original provider API) its sentence as it came.
 */
export type FailureMessage = { key: ApiErrorKey; values?: ApiErrorParams } | { raw: string };

function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

function paramsOf(value: unknown): ApiErrorParams {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}

/** The answer's `fieldErrors` that carry a known code; anything else is left out. */
function fieldErrorsOf(value: unknown): Record<string, FieldError> {
  if (typeof value !== 'object' || value === null) return {};
  const known: Record<string, FieldError> = {};
  for (const [field, error] of Object.entries(value)) {
    const { code, params } = (error ?? {}) as { code?: unknown; params?: unknown };
    if (!isFieldErrorCode(code)) continue;
    const values = paramsOf(params);
    known[field] = Object.keys(values).length > 0 ? { code, params: values } : { code };
  }
  return known;
}

/** Reads the status, the code and its params, and the server's sentence out of a failed call. */
export function readApiFailure(error: unknown): ApiFailure {
  if (!isFetchBaseQueryError(error)) return { params: {}, fieldErrors: {}, unreachable: false };
  if (typeof error.status !== 'number') {
    return {
      params: {},
      fieldErrors: {},
      unreachable: error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR',
    };
  }
  const data = error.data;
  let sentence: string | undefined;
  let code: ApiErrorCode | undefined;
  let params: ApiErrorParams = {};
  let fieldErrors: Record<string, FieldError> = {};
  if (typeof data === 'object' && data !== null) {
    const body = data as {
      error?: unknown;
      message?: unknown;
      code?: unknown;
      params?: unknown;
      fieldErrors?: unknown;
    };
    if (typeof body.error === 'string' && body.error) sentence = body.error;
    else if (typeof body.message === 'string' && body.message) sentence = body.message;
    if (isApiErrorCode(body.code)) {
      code = body.code;
      params = paramsOf(body.params);
      fieldErrors = fieldErrorsOf(body.fieldErrors);
    }
  }
  return { status: error.status, code, params, fieldErrors, sentence, unreachable: false };
}

/**
 * The message for a failed call in the reader's language (docs/design.md §4: by code, never by the
 * sentence): `apiErrors.<code>` with the error's params; "could not reach the shop" when
 * offline; a sentence without a known code as it came; "something went wrong" otherwise.
 */
export function failureMessage(error: unknown): FailureMessage {
  const failure = readApiFailure(error);
  if (failure.code) {
    const hasParams = Object.keys(failure.params).length > 0;
    return { key: `apiErrors.${failure.code}`, ...(hasParams ? { values: failure.params } : {}) };
  }
  if (failure.unreachable) return { key: 'apiErrors.unreachable' };
  if (failure.sentence) return { raw: failure.sentence };
  return { key: 'apiErrors.server_error' };
}
