import toast from 'react-hot-toast';
import type { ApiErrorParams } from '@chapkhana/shared/errors';
import { failureMessage, type ApiErrorKey } from '@chapkhana/web-kit/api-failure';
import { i18n } from '@/lib/i18n';

/**
 * What to show for a failed call, in the console's language: the error's code translated
 * (`apiErrors.<code>`), "could not reach the shop" when offline, a generic sentence otherwise.
 */
export function failureText(
  error: unknown,
  translate: (key: ApiErrorKey, values?: ApiErrorParams) => string = (key, values) =>
    i18n.t(key, values),
): string {
  const message = failureMessage(error);
  return 'raw' in message ? message.raw : translate(message.key, message.values);
}

/** Shows a failed call as an error toast. */
export function toastFailure(error: unknown): void {
  toast.error(failureText(error));
}
