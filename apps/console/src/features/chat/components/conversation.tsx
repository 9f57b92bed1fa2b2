import { ArrowLeft, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useDispatch } from 'react-redux';
import { CHAT_MESSAGE_MAX_LENGTH, type ChatMessage } from '@chapkhana/shared/realtime';
import { formatIraqTime } from '@chapkhana/shared/dates';
import type { AppDispatch } from '@/lib/store';
import { buttonClass, inputClass, secondaryButtonClass } from '@/components/ui/field';
import { useGetConversationQuery } from '@/features/chat/api/get-conversation';
import { useSendToCustomerMutation } from '@/features/chat/api/send-to-customer';
import { LoadFailed } from '@/features/chat/components/load-failed';
import { useAppendMessage, type SellerSocket } from '@/features/chat/hooks/use-seller-socket';
import { api } from '@/lib/api-client';
import { toastFailure } from '@/lib/api-failure';

/**
 * One customer's messages and the box to answer; sends over the socket, else over HTTP.
 * `onBack` returns to the list (phones show one or the other).
 */
export function Conversation({
  customerId,
  socket,
  onBack,
}: {
  customerId: string;
  socket: SellerSocket | null;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch<AppDispatch>();
  const { data, isLoading, isError, refetch } = useGetConversationQuery(customerId, {
    refetchOnMountOrArgChange: true,
  });
  const [sendHttp, { isLoading: isSending }] = useSendToCustomerMutation();
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
      // The answer moves the conversation to the top of the list.
      dispatch(api.util.invalidateTags(['Chat']));
    } catch (failure) {
      toastFailure(failure);
    }
  };

  return (
    <section
      className="flex h-[60vh] min-h-80 flex-col md:h-[70vh] rounded-lg bg-white shadow-sm ring-1 ring-slate-200"
      aria-labelledby="chat-with"
    >
      <header className="flex items-center gap-2 border-b border-slate-200 p-3">
        <button
          type="button"
          className={`${secondaryButtonClass} md:hidden`}
          onClick={onBack}
          data-testid="chat-back"
        >
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('chat.back')}
        </button>
        <h2 id="chat-with" dir="auto" className="min-w-0 break-words font-semibold">
          {data?.currentCustomer.name ?? '\u00a0'}
        </h2>
      </header>
      {isLoading ? (
        <p className="flex-1 p-3 text-sm text-slate-600">{t('common.loading')}</p>
      ) : null}
      {isError ? <LoadFailed className="flex-1" onRetry={() => void refetch()} /> : null}
      <ol
        className={`flex flex-1 flex-col gap-2 overflow-y-auto p-3 ${data ? '' : 'hidden'}`}
        data-testid="messages"
      >
        {data?.messages.map((message) => {
          const mine = message.receverId === customerId;
          return (
            // A message reads in its own direction (a Kurdish one in the English console too);
            // the bubble's side is the list's.
            <li
              key={message._id}
              dir="auto"
              className={`max-w-[85%] rounded-lg px-3 py-2 text-sm md:max-w-[75%] ${
                mine ? 'self-end bg-brand-700 text-white' : 'self-start bg-slate-100'
              }`}
            >
              <p className="whitespace-pre-wrap break-words [overflow-wrap:anywhere]">
                {message.message}
              </p>
              <span className="block text-xs opacity-75">
                <bdi dir="ltr">{formatIraqTime(message.createdAt)}</bdi>
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
        <button type="submit" className={buttonClass} disabled={isSending || !text.trim()}>
          <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('chat.send')}
        </button>
      </form>
    </section>
  );
}
