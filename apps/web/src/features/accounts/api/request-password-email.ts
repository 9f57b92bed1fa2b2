import type { MessageResponse, PasswordEmailBody } from '@chapkhana/shared/accounts';
import { api } from '@/lib/api-client';

/** POST /api/auth/password-email: a link to set a new password, mailed to the account's email. */
export const requestPasswordEmailApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestPasswordEmail: build.mutation<MessageResponse, PasswordEmailBody>({
      query: (body) => ({ url: '/auth/password-email', method: 'POST', body }),
    }),
  }),
});

export const { useRequestPasswordEmailMutation } = requestPasswordEmailApi;
