import type { LanguageBody, MessageResponse } from '@chapkhana/shared/accounts';
import { api } from '@/lib/api-client';

/** PUT /api/customer/language: the signed-in customer switched language (their mail follows it). */
export const saveLanguageApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveLanguage: build.mutation<MessageResponse, LanguageBody>({
      query: (body) => ({ url: '/customer/language', method: 'PUT', body }),
    }),
  }),
});

export const { useSaveLanguageMutation } = saveLanguageApi;
