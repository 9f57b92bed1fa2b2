import type { MessageResponse } from '@chapkhana/shared/accounts';
import { api } from '@/lib/api-client';

/** POST /api/customer/logout: ends this sign-in's session and clears the httpOnly token cookie. */
export const logOutApi = api.injectEndpoints({
  endpoints: (build) => ({
    logOut: build.mutation<MessageResponse, undefined>({
      query: () => ({ url: '/customer/logout', method: 'POST' }),
    }),
  }),
});

export const { useLogOutMutation } = logOutApi;
