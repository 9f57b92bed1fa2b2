import type { MessageResponse } from '@chapkhana/shared/accounts';
import { api } from '@/lib/api-client';

/** POST /api/staff/logout: ends this sign-in's session and clears the httpOnly cookie. */
export const logoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    staffLogout: build.mutation<MessageResponse, undefined>({
      query: () => ({ url: '/staff/logout', method: 'POST' }),
    }),
  }),
});

export const { useStaffLogoutMutation } = logoutApi;
