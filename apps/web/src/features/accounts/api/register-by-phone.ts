import type { PhoneRegisterBody, TokenResponse } from '@chapkhana/shared/accounts';
import { api } from '@/lib/api-client';

/** POST /api/auth/phone-register: the account for a verified phone; 201 with the customer token. */
export const registerByPhoneApi = api.injectEndpoints({
  endpoints: (build) => ({
    registerByPhone: build.mutation<TokenResponse, PhoneRegisterBody>({
      query: (body) => ({ url: '/auth/phone-register', method: 'POST', body }),
    }),
  }),
});

export const { useRegisterByPhoneMutation } = registerByPhoneApi;
