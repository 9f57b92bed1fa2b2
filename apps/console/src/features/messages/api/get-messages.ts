import type { OutboxPage, OutboxQuery } from '@chapkhana/shared/messages';
import { api, cleanParams } from '@/lib/api-client';

/** Whose outbox: the admin's (every message) or the signed-in seller's own. */
export type OutboxSide = 'admin' | 'seller';

export const getMessagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMessages: build.query<OutboxPage, { side: OutboxSide } & Partial<OutboxQuery>>({
      query: ({ side, ...params }) => ({ url: `/${side}/messages`, params: cleanParams(params) }),
      providesTags: ['Messages'],
    }),
  }),
});

export const { useGetMessagesQuery } = getMessagesApi;
