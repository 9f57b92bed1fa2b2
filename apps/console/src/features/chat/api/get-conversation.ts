import type { z } from 'zod';
import type { sellerConversationResponseSchema } from '@chapkhana/shared/chat';
import { api } from '@/lib/api-client';

/** GET /api/seller/chat/messages/{customerId}: the conversation with one customer. */
export const getConversationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConversation: build.query<z.infer<typeof sellerConversationResponseSchema>, string>({
      query: (customerId) => `/seller/chat/messages/${customerId}`,
    }),
  }),
});

export const { useGetConversationQuery } = getConversationApi;
