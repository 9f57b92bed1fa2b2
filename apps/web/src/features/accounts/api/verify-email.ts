import type { VerifyEmailResponse } from '@chapkhana/shared/accounts';
import { api } from '@/lib/api-client';

/**
 * POST /api/auth/verify-email: checks the mailed link's token and answers its email with the
 * registration ticket (`uid`). Checking does not spend the link; the registration does. A
 * query keyed by the token, so the page asks once however often it mounts.
 */
export const verifyEmailApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifyEmail: build.query<VerifyEmailResponse, string>({
      query: (token) => ({ url: '/auth/verify-email', method: 'POST', body: { token } }),
      // The answer must outlive a detour to another page while the form is being filled.
      keepUnusedDataFor: 24 * 60 * 60,
    }),
  }),
});

export const { useVerifyEmailQuery } = verifyEmailApi;
