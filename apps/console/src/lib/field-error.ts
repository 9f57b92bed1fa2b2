import type { TFunction } from 'i18next';
import { formFieldMessage } from '@chapkhana/web-kit/field-error-message';

/**
 * A form field's error in the console's language: the resolver (web-kit's field-resolver.ts)
 * and the server's `fieldErrors` leave a field-error code and its params as the message, never
 * an English sentence.
 */
export function fieldError(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const { key, values } = formFieldMessage(message);
  return t(key, values);
}
