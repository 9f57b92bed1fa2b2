import type { PhoneCodeBody, PhoneCodeResponse } from '@chapkhana/shared/accounts';
import { api } from '@/lib/api-client';

/** POST /api/auth/phone-code: a code by WhatsApp (or SMS); answers the wait before the next one. */
export const requestPhoneCodeApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestPhoneCode: build.mutation<PhoneCodeResponse, PhoneCodeBody>({
      query: (body) => ({ url: '/auth/phone-code', method: 'POST', body }),
    }),
  }),
});

export const { useRequestPhoneCodeMutation } = requestPhoneCodeApi;
