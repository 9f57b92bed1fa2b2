import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { Language } from '@chapkhana/shared/languages';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { useFormErrors } from '@/features/accounts/hooks/use-form-errors';

type EmailValues = { email: string };

/**
 * A form of one email field that asks the API to mail a link there (a password reset, an email
 * change): the field and its errors, the server's refusal in the reader's language, and the
 * address the link went to once it went (`sentTo`, cleared by `setSentTo(null)`).
 */
export function useEmailLinkForm(
  send: (body: { email: string; lng: Language }) => Promise<unknown>,
  resolver: Resolver<EmailValues, unknown, EmailValues>,
) {
  const language = useLanguage();
  const { fieldErrorText, showServerError } = useFormErrors();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<EmailValues, unknown, EmailValues>({
    resolver,
    defaultValues: { email: '' },
  });
  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await send({ email, lng: language });
      setSentTo(email);
    } catch (error) {
      await showServerError(error, { setError: form.setError, fields: ['email'] });
    }
  });
  return { form, onSubmit, sentTo, setSentTo, fieldErrorText };
}
