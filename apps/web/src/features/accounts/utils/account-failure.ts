import type { ApiErrorCode } from '@chapkhana/shared/errors';
import { readApiFailure } from '@chapkhana/web-kit/api-failure';
import { fieldErrorMessageOf } from '@chapkhana/web-kit/field-error-message';
import { failureMessage, type Message, type ShownMessage } from '@/lib/api-failure';

/** The form fields a server answer can point at (register, login and change-password bodies). */
export type FieldErrors = Partial<Record<string, Message>>;

export interface DescribedError {
  message: ShownMessage;
  /** Errors to show beside the fields they concern. */
  fieldErrors: FieldErrors;
  /** The HTTP status, when the server answered. */
  status?: number;
  /** The error's code, when the server sent a known one. */
  code?: ApiErrorCode;
}

/** The form field a refusal is about, so it also shows beside that field. */
const FIELD_OF_CODE: Partial<Record<ApiErrorCode, string>> = {
  phone_taken: 'phone',
  email_mismatch: 'email',
  email_taken: 'email',
  email_unchanged: 'email',
  wrong_current_password: 'oldPassword',
  same_password: 'newPassword',
  phone_code_wrong: 'code',
  phone_code_expired: 'code',
  phone_code_used: 'code',
  phone_code_locked: 'code',
};

/**
 * What a failed accounts call means for the reader: the message for a toast (by the error's
 * code) and any field errors — the fields an `invalid_input` answer names (each by its field-error code), or the field a
 * refusal such as `phone_taken` is about.
 */
export function describeApiError(error: unknown): DescribedError {
  const failure = readApiFailure(error);
  const { status, code } = failure;
  if (code === 'invalid_input') {
    const fields = String(failure.params.fields ?? '')
      .split(', ')
      .filter(Boolean);
    const fieldErrors: FieldErrors = Object.fromEntries(
      fields.map((field) => [
        field,
        fieldErrorMessageOf(failure.fieldErrors[field] ?? { code: 'invalid' }) satisfies Message,
      ]),
    );
    return { message: { key: 'account.messages.checkFields' }, fieldErrors, status, code };
  }
  const message = failureMessage(error);
  const field = code ? FIELD_OF_CODE[code] : undefined;
  return {
    message,
    fieldErrors: field && 'key' in message ? { [field]: message } : {},
    ...(status === undefined ? {} : { status }),
    ...(code ? { code } : {}),
  };
}
