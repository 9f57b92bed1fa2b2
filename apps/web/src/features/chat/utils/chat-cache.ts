import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ChatMessage } from '@chapkhana/shared/realtime';
import { conversationApi } from '@/features/chat/api/get-conversation';

type CacheState = Parameters<typeof conversationApi.util.selectCachedArgsForQuery>[0];

/**
 * Appends a message to every cached conversation with its seller (sent or received), once:
 * the socket and the HTTP answer may both bring the same message.
 */
export function appendChatMessage(
  message: ChatMessage,
): ThunkAction<void, CacheState, unknown, UnknownAction> {
  return (dispatch, getState) => {
    const args = conversationApi.util.selectCachedArgsForQuery(getState(), 'getConversation');
    for (const arg of args) {
      const sellerId = arg.sellerId;
      if (!sellerId || (message.senderId !== sellerId && message.receverId !== sellerId)) continue;
      dispatch(
        conversationApi.util.updateQueryData('getConversation', arg, (draft) => {
          if (!draft.messages.some((known) => known._id === message._id)) {
            draft.messages.push(message);
          }
        }),
      );
    }
  };
}

/** docs/storefront.md §8: a message from a seller other than the open one is announced with a toast. */
export function announcesIncomingMessage(
  message: ChatMessage,
  openSellerId: string | null,
): boolean {
  return message.senderId !== openSellerId;
}
