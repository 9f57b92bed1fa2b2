import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useVerifyEmailQuery } from '@/features/accounts/api/verify-email';
import { useMessageText } from '@/features/accounts/hooks/use-message-text';
import { describeApiError } from '@/features/accounts/utils/account-failure';
import type { ShownMessage } from '@/lib/api-failure';
import {
  readRegistrationTicket,
  saveRegistrationTicket,
} from '@/features/accounts/utils/registration-ticket';

export type EmailVerification =
  | { status: 'missing' }
  | { status: 'verifying' }
  | { status: 'verified'; email: string; uid: string }
  | { status: 'invalid' }
  | { status: 'failed'; message: ShownMessage; retry: () => void };

/**
 * Verifies the mailed link's token once on arrival (spec §8: "Email verified successfully!",
 * "Invalid verification link", "Verification failed: …" as toasts). A ticket this tab
 * already holds for the token is used without asking again.
 */
export function useEmailVerification(token: string | null): EmailVerification {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const stored = useMemo(() => (token ? readRegistrationTicket(token) : null), [token]);
  const query = useVerifyEmailQuery(token && !stored ? token : skipToken);
  const { data, error, isError, isSuccess, refetch } = query;
  const described = isError ? describeApiError(error) : null;
  // Any 400 means the token is not (or no longer) good: used, expired or malformed.
  const invalid = described?.status === 400;

  useEffect(() => {
    if (!token || !isSuccess || !data) return;
    saveRegistrationTicket(token, data);
    // The id keeps strict mode's second run (and any remount) from toasting twice.
    toast.success(t('account.messages.emailVerified'), { id: `email-verified-${token}` });
  }, [token, isSuccess, data, t]);

  const failureText = described
    ? invalid
      ? t('account.messages.invalidLink')
      : t('account.messages.verificationFailed', { message: messageText(described.message) })
    : null;
  useEffect(() => {
    if (failureText) toast.error(failureText, { id: `email-verification-${token}` });
  }, [failureText, token]);

  if (!token) return { status: 'missing' };
  if (stored) return { status: 'verified', ...stored };
  if (data) return { status: 'verified', email: data.email, uid: data.uid };
  if (described) {
    return invalid
      ? { status: 'invalid' }
      : { status: 'failed', message: described.message, retry: () => void refetch() };
  }
  return { status: 'verifying' };
}
