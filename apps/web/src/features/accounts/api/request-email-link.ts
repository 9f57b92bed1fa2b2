import type { EmailLinkBody, MessageResponse } from '@chapkhana/shared/accounts';
import { api } from '@/lib/api-client';

/** POST /api/auth/email-link: mails a /register link (15-minute resend block, daily limit). */
export const requestEmailLinkApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestEmailLink: build.mutation<MessageResponse, EmailLinkBody>({
      query: (body) => ({ url: '/auth/email-link', method: 'POST', body }),
    }),
  }),
});

export const { useRequestEmailLinkMutation } = requestEmailLinkApi;
