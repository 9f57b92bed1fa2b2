import type { z } from 'zod';
import type { sellerConversationResponseSchema } from '@chapkhana/shared/chat';
import { api } from '@/lib/api-client';

/**
 * GET /api/seller/chat/messages/{customerId}: the conversation with one customer. Reading it
 * marks the customer's messages seen, so the list's counts are read again afterwards.
 */
export const getConversationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConversation: build.query<z.infer<typeof sellerConversationResponseSchema>, string>({
      query: (customerId) => `/seller/chat/messages/${customerId}`,
      async onQueryStarted(_customerId, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(api.util.invalidateTags(['Chat']));
        } catch {
          // The conversation shows its own error; the list is unchanged.
        }
      },
    }),
  }),
});

export const { useGetConversationQuery } = getConversationApi;
