import type { ChatFriend } from '@chapkhana/shared/chat';
import type { ChatMessage } from '@chapkhana/shared/realtime';
import { api } from '@/lib/api-client';

export interface ConversationArg {
  userId: string;
  /** The seller to open; without it only the list of sellers comes back. */
  sellerId?: string;
}

export interface Conversation {
  messages: ChatMessage[];
  currentFd: ChatFriend | null;
  MyFriends: ChatFriend[];
}

/**
 * POST /api/chat/customer/add-customer-friend: the customer's sellers and, with a seller, that
 * conversation. A POST that only reads, so it is a query: socket messages are appended to it.
 */
export const conversationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConversation: build.query<Conversation, ConversationArg>({
      query: ({ userId, sellerId }) => ({
        url: '/chat/customer/add-customer-friend',
        method: 'POST',
        body: sellerId ? { userId, sellerId } : { userId },
      }),
      providesTags: ['Chat'],
    }),
  }),
});

export const { useGetConversationQuery } = conversationApi;
