import { formatIraqTime } from '@chapkhana/shared/dates';
import type { PrintMessage } from '@chapkhana/shared/print';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
/** A print line's conversation, oldest first: who, what happened, and the comment as plain text. */
export function PrintConversation({ messages }: { messages: readonly PrintMessage[] }) {
  const { t } = useTranslation();
  if (messages.length === 0) return null;
  const ordered = [...messages].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return (
    <section className="flex flex-col gap-2">
      <h4 className="font-semibold text-slate-800">{t('print.conversationTitle')}</h4>
      <ol data-testid="print-conversation" className="flex flex-col gap-2">
        {ordered.map((message) => (
          <li
            key={message._id}
            data-testid="print-message"
            data-author={message.author}
            className={`rounded-md p-3 text-sm ${message.author === 'customer' ? 'bg-brand-50' : 'bg-slate-50'}`}
          >
            <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-slate-500">
              <span className="font-semibold text-slate-800">
                {t(`print.authors.${message.author}`)}
              </span>
              <span>{t(`print.kinds.${message.kind}`)}</span>
              <time dateTime={message.createdAt}>
                <bdi>{formatIraqTime(message.createdAt)}</bdi>
              </time>
            </p>
            {message.body ? (
              <p
                dir="auto"
                data-testid="print-message-body"
                className="mt-1 whitespace-pre-line break-words text-slate-800"
              >
                {message.body}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
