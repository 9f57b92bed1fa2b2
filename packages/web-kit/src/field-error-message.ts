import {
  readFieldError,
  type FieldError,
  type FieldErrorCode,
  type FieldErrorParams,
} from '@chapkhana/shared/field-errors';

/** The translation key of a field error's code: both apps' files hold `fieldErrors.<code>`. */
export type FieldErrorKey = `fieldErrors.${FieldErrorCode}`;

/** What to show for a refused field: a translation key and the values it fills in. */
export interface FieldErrorMessage {
  key: FieldErrorKey;
  values?: FieldErrorParams;
}

/** A field error (from the API's `fieldErrors`, or read from a form's) as its message. */
export function fieldErrorMessageOf(error: FieldError): FieldErrorMessage {
  const hasParams = error.params && Object.keys(error.params).length > 0;
  return { key: `fieldErrors.${error.code}`, ...(hasParams ? { values: error.params } : {}) };
}

/**
 * The message of a form field's error as the forms' resolver (field-resolver.ts) left it: its
 * code and params, never an English sentence; anything else reads as "is invalid".
 */
export function formFieldMessage(message: string | undefined): FieldErrorMessage {
  return fieldErrorMessageOf(readFieldError(message) ?? { code: 'invalid' });
}
