import type { z } from 'zod';
import type {
  sellerConversationResponseSchema,
  sellerCustomersResponseSchema,
  chatMessageResponseSchema,
} from '@chapkhana/shared/chat';
import { api } from '@/lib/api-client';

export const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    getChatCustomers: build.query<z.infer<typeof sellerCustomersResponseSchema>, undefined>({
      query: () => '/seller/chat/customers',
      providesTags: ['Chat'],
    }),
    getConversation: build.query<z.infer<typeof sellerConversationResponseSchema>, string>({
      query: (customerId) => `/seller/chat/messages/${customerId}`,
    }),
    sendToCustomer: build.mutation<
      z.infer<typeof chatMessageResponseSchema>,
      { customerId: string; text: string }
    >({
      query: (body) => ({ url: '/seller/chat/send-message-to-customer', method: 'POST', body }),
    }),
  }),
});

export const { useGetChatCustomersQuery, useGetConversationQuery, useSendToCustomerMutation } =
  chatApi;
