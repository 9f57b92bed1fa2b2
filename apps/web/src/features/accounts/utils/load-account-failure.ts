import type { DescribedError } from '@/features/accounts/utils/account-failure';

/**
 * account-failure.ts, with the catalogue of error codes it reads (1.5 KB gzip): loaded at the
 * first failure, not with the account forms (the register page's first view).
 */
export const loadAccountFailure = () => import('@/features/accounts/utils/account-failure');

/**
 * What a failed accounts call means (`describeApiError`), once that code has loaded; should it
 * not load (offline, a deploy that removed it), that the shop could not be reached.
 */
export async function describedFailure(error: unknown): Promise<DescribedError> {
  try {
    return (await loadAccountFailure()).describeApiError(error);
  } catch {
    return { message: { key: 'apiErrors.unreachable' }, fieldErrors: {} };
  }
}
