import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useVerifyEmailQuery } from '@/features/accounts/api/verify-email';
import type { DescribedError } from '@/features/accounts/utils/account-failure';
import { describedFailure } from '@/features/accounts/utils/load-account-failure';
import { refusedLinkKind, type RefusedLinkKind } from '@/features/accounts/utils/refused-link';
import type { ShownMessage } from '@/lib/api-failure';

export type EmailVerification =
  | { status: 'missing' }
  | { status: 'verifying' }
  | { status: 'verified'; email: string; uid: string }
  | { status: 'refused'; kind: RefusedLinkKind }
  | { status: 'failed'; message: ShownMessage; retry: () => void };

/**
 * Checks the mailed link's token on arrival. Checking does not spend the link (only a
 * registration does), so a reload, a second device or a mail scanner that fetched it first
 * all get the same answer. A refusal (used, expired, unknown) or a failure is said once, on
 * the page; only success is a toast (docs/storefront.md §8: "Email verified successfully!").
 */
export function useEmailVerification(token: string | null): EmailVerification {
  const { t } = useTranslation();
  const { data, error, isError, isSuccess, refetch } = useVerifyEmailQuery(token ?? skipToken);
  // What the failure means, once the code that reads it has loaded (still "verifying" until then).
  const [failure, setFailure] = useState<{ error: unknown; described: DescribedError } | null>(
    null,
  );
  useEffect(() => {
    if (!isError) return;
    let current = true;
    void describedFailure(error).then((described) => {
      if (current) setFailure({ error, described });
    });
    return () => {
      current = false;
    };
  }, [isError, error]);
  const described = isError && failure?.error === error ? failure.described : null;

  useEffect(() => {
    if (!token || !isSuccess || !data) return;
    // The id keeps strict mode's second run (and any remount) from toasting twice.
    toast.success(t('account.messages.emailVerified'), { id: `email-verified-${token}` });
  }, [token, isSuccess, data, t]);

  if (!token) return { status: 'missing' };
  if (data) return { status: 'verified', email: data.email, uid: data.uid };
  if (described) {
    // Any other 400 (a malformed token) is a link that cannot be good either.
    const kind = refusedLinkKind(described) ?? (described.status === 400 ? 'invalid' : undefined);
    return kind
      ? { status: 'refused', kind }
      : { status: 'failed', message: described.message, retry: () => void refetch() };
  }
  return { status: 'verifying' };
}
