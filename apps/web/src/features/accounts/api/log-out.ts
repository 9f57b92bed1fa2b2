import type { MessageResponse } from '@chapkhana/shared/accounts';
import { api } from '@/lib/api-client';

/** GET /api/customer/logout: clears the httpOnly token cookie. */
export const logOutApi = api.injectEndpoints({
  endpoints: (build) => ({
    logOut: build.mutation<MessageResponse, undefined>({
      query: () => ({ url: '/customer/logout' }),
    }),
  }),
});

export const { useLogOutMutation } = logOutApi;
