import type { ChangePasswordBody, TokenResponse } from '@chapkhana/shared/accounts';
import { api } from '@/lib/api-client';

/**
 * PUT /api/customer/change-password: needs the current password. The API signs the customer out
 * everywhere else and answers this device's new token.
 */
export const changePasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<TokenResponse, ChangePasswordBody>({
      query: (body) => ({ url: '/customer/change-password', method: 'PUT', body }),
    }),
  }),
});

export const { useChangePasswordMutation } = changePasswordApi;
