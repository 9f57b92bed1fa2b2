import { readApiFailure } from '@chapkhana/web-kit/api-failure';
import { fieldErrorMessage } from '@chapkhana/shared/field-errors';

/**
 * The fields an `invalid_input` answer refused, each with the message the forms' resolver would
 * leave (its code and params, translated by `fieldError`), to pass to react-hook-form's setError.
 */
export function serverFieldErrors(failure: unknown): [field: string, message: string][] {
  const { code, fieldErrors } = readApiFailure(failure);
  if (code !== 'invalid_input') return [];
  return Object.entries(fieldErrors).map(([field, error]) => [
    field,
    fieldErrorMessage(error.code, error.params),
  ]);
}
