import type { LanguageBody, MessageResponse } from '@chapkhana/shared/accounts';
import { api } from '@/lib/api-client';

/** PUT /api/staff/language: the console's language switch (mail to the account follows it). */
export const saveLanguageApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveStaffLanguage: build.mutation<MessageResponse, LanguageBody>({
      query: (body) => ({ url: '/staff/language', method: 'PUT', body }),
    }),
  }),
});

export const { useSaveStaffLanguageMutation } = saveLanguageApi;
