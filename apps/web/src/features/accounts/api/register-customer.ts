import type { RegisterBody, TokenResponse } from '@chapkhana/shared/accounts';
import { api } from '@/lib/api-client';

/** POST /api/customer/customer-register: creates the account; 201 with the customer token. */
export const registerCustomerApi = api.injectEndpoints({
  endpoints: (build) => ({
    registerCustomer: build.mutation<TokenResponse, RegisterBody>({
      query: (body) => ({ url: '/customer/customer-register', method: 'POST', body }),
    }),
  }),
});

export const { useRegisterCustomerMutation } = registerCustomerApi;
