import { formatIraqTime } from '@chapkhana/shared/dates';
import type { ChatMessage } from '@chapkhana/shared/realtime';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';

/**
 * The open conversation, oldest first; the customer's own messages sit at the end side. The
 * seller's are labelled with `sellerName`, its shop's name in the reading language.
 */
export function MessagePane({
  messages,
  customerId,
  sellerName,
}: {
  messages: ChatMessage[];
  customerId: string;
  sellerName: string;
}) {
  const { t } = useTranslation();
  const list = useRef<HTMLOListElement>(null);
  const last = messages[messages.length - 1]?._id;

  // Keep the newest message in view as messages arrive.
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [last]);

  if (messages.length === 0) {
    return (
      <p
        data-testid="chat-empty"
        className="flex flex-1 items-center justify-center p-6 text-slate-500"
      >
        {t('chat.noMessages')}
      </p>
    );
  }
  return (
    <ol
      ref={list}
      aria-live="polite"
      aria-label={t('chat.messages')}
      className="flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto p-4"
    >
      {messages.map((message) => {
        const mine = message.senderId === customerId;
        return (
          <li
            key={message._id}
            data-testid="chat-message"
            data-mine={mine}
            className={`flex max-w-[85%] flex-col gap-0.5 rounded-2xl px-3.5 py-2 ${mine ? 'self-end rounded-ee-sm bg-brand-700 text-white' : 'self-start rounded-es-sm bg-slate-100 text-slate-900'}`}
          >
            <span className="sr-only">{mine ? t('chat.you') : sellerName}</span>
            <p dir="auto" className="break-words whitespace-pre-line">
              {message.message}
            </p>
            <time
              dateTime={message.createdAt}
              className={`text-[0.7rem] ${mine ? 'text-brand-100' : 'text-slate-500'}`}
            >
              <bdi dir="ltr">{formatIraqTime(message.createdAt)}</bdi>
            </time>
          </li>
        );
      })}
    </ol>
  );
}
