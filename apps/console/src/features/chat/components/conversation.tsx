import { Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX_LENGTH, type ChatMessage } from '@chapkhana/shared/realtime';
import { formatIraqTime } from '@chapkhana/shared/dates';
import { buttonClass, inputClass } from '@/components/ui/field';
import { useGetConversationQuery } from '@/features/chat/api/get-conversation';
import { useSendToCustomerMutation } from '@/features/chat/api/send-to-customer';
import { useAppendMessage, type SellerSocket } from '@/features/chat/hooks/use-seller-socket';
import { toastFailure } from '@/lib/api-failure';

/** One customer's messages and the box to answer; sends over the socket, else over HTTP. */
export function Conversation({
  customerId,
  socket,
}: {
  customerId: string;
  socket: SellerSocket | null;
}) {
  const { t } = useTranslation();
  const { data } = useGetConversationQuery(customerId, { refetchOnMountOrArgChange: true });
  const [sendHttp, { isLoading }] = useSendToCustomerMutation();
  const append = useAppendMessage();
  const [text, setText] = useState('');
  const end = useRef<HTMLDivElement>(null);
  // A block body: Chromium's scrollIntoView now returns a promise, which React would take for
  // the effect's clean-up and call when the conversation changes ("l is not a function").
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [data?.messages.length]);

  const send = async () => {
    const message = text.trim();
    if (!message) return;
    const sent = await new Promise<ChatMessage | null>((resolve) => {
      if (!socket?.connected) return resolve(null);
      const timer = setTimeout(() => resolve(null), 5000);
      socket.emit('send_seller_message', { customerId, text: message }, (result) => {
        clearTimeout(timer);
        resolve(result.ok ? result.message : null);
      });
    });
    try {
      append(customerId, sent ?? (await sendHttp({ customerId, text: message }).unwrap()).message);
      setText('');
    } catch (failure) {
      toastFailure(failure);
    }
  };

  return (
    <div className="flex h-[60vh] flex-col rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
      <h2 className="border-b border-slate-200 p-3 font-semibold">{data?.currentCustomer.name}</h2>
      <ol className="flex flex-1 flex-col gap-2 overflow-y-auto p-3" data-testid="messages">
        {data?.messages.map((message) => {
          const mine = message.receverId === customerId;
          return (
            <li
              key={message._id}
              className={`max-w-[75%] rounded-lg px-3 py-2 text-sm ${
                mine ? 'self-end bg-brand-700 text-white' : 'self-start bg-slate-100'
              }`}
            >
              <p className="whitespace-pre-wrap">{message.message}</p>
              <span className="block text-xs opacity-75" dir="ltr">
                {formatIraqTime(message.createdAt)}
              </span>
            </li>
          );
        })}
        <div ref={end} />
      </ol>
      <form
        className="flex gap-2 border-t border-slate-200 p-3"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <label htmlFor="chat-text" className="sr-only">
          {t('chat.message')}
        </label>
        <input
          id="chat-text"
          className={inputClass}
          value={text}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder={t('chat.placeholder')}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className={buttonClass} disabled={isLoading || !text.trim()}>
          <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('chat.send')}
        </button>
      </form>
    </div>
  );
}
