import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { io, type Socket } from 'socket.io-client';
import type {
  ChatMessage,
  ClientToServerEvents,
  ServerToClientEvents,
} from '@chapkhana/shared/realtime';
import type { AppDispatch } from '@/lib/store';
import { getConversationApi } from '@/features/chat/api/get-conversation';
import { markSeenApi } from '@/features/chat/api/mark-seen';
import { api } from '@/lib/api-client';
import { readStaffToken } from '@/lib/staff-token';

export type SellerSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Adds a message to its conversation's cached list (once, by id). */
export function useAppendMessage() {
  const dispatch = useDispatch<AppDispatch>();
  return (customerId: string, message: ChatMessage) => {
    dispatch(
      getConversationApi.util.updateQueryData('getConversation', customerId, (draft) => {
        if (!draft.messages.some((m) => m._id === message._id)) draft.messages.push(message);
      }),
    );
  };
}

/**
 * The seller's live connection: announces the seller and files incoming customer messages. A
 * message for the open conversation is appended and marked seen; any other re-reads the list,
 * which moves that customer to the top with its unread count.
 */
export function useSellerSocket(openCustomerId: string | null): SellerSocket | null {
  const dispatch = useDispatch<AppDispatch>();
  const append = useAppendMessage();
  const open = useRef(openCustomerId);
  useEffect(() => {
    open.current = openCustomerId;
  }, [openCustomerId]);
  const [socket] = useState<SellerSocket | null>(() => {
    const token = readStaffToken();
    return token ? io({ path: '/socket.io', auth: { token }, autoConnect: false }) : null;
  });
  useEffect(() => {
    if (!socket) return;
    const announce = () => socket.emit('add_seller');
    const receive = (message: ChatMessage) => {
      append(message.senderId, message);
      if (open.current === message.senderId) {
        void dispatch(markSeenApi.endpoints.markSeen.initiate(message.senderId));
      } else {
        dispatch(api.util.invalidateTags(['Chat']));
      }
    };
    socket.on('connect', announce);
    socket.on('customer_message', receive);
    socket.connect();
    return () => {
      socket.off('connect', announce);
      socket.off('customer_message', receive);
      socket.disconnect();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one connection per mount
  }, [socket]);
  return socket;
}
