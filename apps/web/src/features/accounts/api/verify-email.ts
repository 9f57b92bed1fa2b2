import type { VerifyEmailResponse } from '@chapkhana/shared/accounts';
import { api } from '@/lib/api-client';

/**
 * POST /api/auth/verify-email: spends the mailed link's token and answers the verified
 * email with a registration ticket (`uid`). A query rather than a mutation on purpose: the
 * token works once, and a query keyed by the token is sent once however often the page
 * mounts (React's strict mode mounts twice), its answer kept for the visit.
 */
export const verifyEmailApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifyEmail: build.query<VerifyEmailResponse, string>({
      query: (token) => ({ url: '/auth/verify-email', method: 'POST', body: { token } }),
      // The ticket is good for a day; the answer must outlive a detour to another page.
      keepUnusedDataFor: 24 * 60 * 60,
    }),
  }),
});

export const { useVerifyEmailQuery } = verifyEmailApi;
