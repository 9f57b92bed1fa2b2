import type { ChatMessage } from '@chapkhana/shared/realtime';
import { api } from '@/lib/api-client';

/**
 * POST /api/chat/customer/send-message-to-seller (the server also pushes it to the seller's
 * socket). The answer is appended to the cached conversation, not refetched.
 */
export const sendMessageApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendMessageToSeller: build.mutation<
      ChatMessage,
      { userId: string; sellerId: string; text: string }
    >({
      query: (body) => ({ url: '/chat/customer/send-message-to-seller', method: 'POST', body }),
      transformResponse: (response: { message: ChatMessage }) => response.message,
    }),
  }),
});

export const { useSendMessageToSellerMutation } = sendMessageApi;
