import type { LoginBody, TokenResponse } from '@chapkhana/shared/accounts';
import { api } from '@/lib/api-client';

/** POST /api/customer/customer-login: phone + password; 200 with the customer token. */
export const logInApi = api.injectEndpoints({
  endpoints: (build) => ({
    logIn: build.mutation<TokenResponse, LoginBody>({
      query: (body) => ({ url: '/customer/customer-login', method: 'POST', body }),
    }),
  }),
});

export const { useLogInMutation } = logInApi;
