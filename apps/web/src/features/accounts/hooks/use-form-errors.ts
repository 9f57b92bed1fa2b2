import { useCallback } from 'react';
import { toast } from '@/lib/toast';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { formFieldMessage } from '@chapkhana/web-kit/field-error-message';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useMessageText } from '@/features/accounts/hooks/use-message-text';
import type { DescribedError } from '@/features/accounts/utils/account-failure';
import { describedFailure } from '@/features/accounts/utils/load-account-failure';

/** Marks an error that arrived from the server, already translated. */
const SERVER_ERROR = 'server';

/**
 * The two ends of a form's error handling: the text of a field's error (a contract rule's
 * code from the resolver, translated now; or a server error, translated when it came), and
 * `showServerError`, which puts a failed call's field errors beside their fields and its
 * message in a toast (docs/storefront.md §8: failures show the server's error as toasts).
 */
export function useFormErrors() {
  const { t } = useTranslation();
  const messageText = useMessageText();

  const fieldErrorText = useCallback(
    (error: FieldError | undefined): string | undefined => {
      if (!error) return undefined;
      if (error.type === SERVER_ERROR) return error.message;
      const message = formFieldMessage(error.message);
      return t(message.key, message.values);
    },
    [t],
  );

  const showServerError = useCallback(
    async <T extends FieldValues>(
      error: unknown,
      form?: { setError: UseFormSetError<T>; fields: readonly Path<T>[] },
    ): Promise<DescribedError> => {
      const described = await describedFailure(error);
      for (const field of form?.fields ?? []) {
        const message = described.fieldErrors[field];
        if (message) form?.setError(field, { type: SERVER_ERROR, message: messageText(message) });
      }
      toast.error(messageText(described.message));
      return described;
    },
    [messageText],
  );

  return { fieldErrorText, showServerError };
}
