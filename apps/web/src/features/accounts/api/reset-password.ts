import type { ResetPasswordBody, TokenResponse } from '@chapkhana/shared/accounts';
import { api } from '@/lib/api-client';

/** POST /api/auth/reset-password: a new password with a code's ticket or a mailed link's token. */
export const resetPasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    resetPassword: build.mutation<TokenResponse, ResetPasswordBody>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
    }),
  }),
});

export const { useResetPasswordMutation } = resetPasswordApi;
