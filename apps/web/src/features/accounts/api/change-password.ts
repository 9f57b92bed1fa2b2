import type { ChangePasswordBody, MessageResponse } from '@chapkhana/shared/accounts';
import { api } from '@/lib/api-client';

/** PUT /api/customer/change-password: needs the current password. */
export const changePasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<MessageResponse, ChangePasswordBody>({
      query: (body) => ({ url: '/customer/change-password', method: 'PUT', body }),
    }),
  }),
});

export const { useChangePasswordMutation } = changePasswordApi;
