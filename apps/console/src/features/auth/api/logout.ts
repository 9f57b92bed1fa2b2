import type { MessageResponse } from '@chapkhana/shared/accounts';
import { api } from '@/lib/api-client';

/** How long a sign-out waits for the shop's answer before it signs out here alone. */
export const LOGOUT_WAIT_MS = 10_000;

/** POST /api/staff/logout: ends this sign-in's session and clears the httpOnly cookie. */
export const logoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    staffLogout: build.mutation<MessageResponse, undefined>({
      query: () => ({ url: '/staff/logout', method: 'POST', timeout: LOGOUT_WAIT_MS }),
    }),
  }),
});

export const { useStaffLogoutMutation } = logoutApi;
