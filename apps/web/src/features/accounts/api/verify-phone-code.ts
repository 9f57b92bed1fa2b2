import type { PhoneCodeVerifyBody, PhoneCodeVerifyResponse } from '@chapkhana/shared/accounts';
import { api } from '@/lib/api-client';

/** POST /api/auth/phone-code/verify: signed in, or a ticket to register or set a new password. */
export const verifyPhoneCodeApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifyPhoneCode: build.mutation<PhoneCodeVerifyResponse, PhoneCodeVerifyBody>({
      query: (body) => ({ url: '/auth/phone-code/verify', method: 'POST', body }),
    }),
  }),
});

export const { useVerifyPhoneCodeMutation } = verifyPhoneCodeApi;
