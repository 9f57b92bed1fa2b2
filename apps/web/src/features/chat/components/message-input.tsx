import { CHAT_MESSAGE_MAX_LENGTH } from '@chapkhana/shared/realtime';
import { SendHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';

/** The message box; an empty (or blank) message is never sent (docs/storefront.md §5). */
export function MessageInput({
  onSend,
  isSending,
}: {
  /** Resolves true when the message was sent, which empties the box. */
  onSend: (text: string) => Promise<boolean>;
  isSending: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const inputId = useId();
  const blank = text.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || isSending) return;
    if (await onSend(text.trim())) setText('');
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="flex items-center gap-2 border-t border-slate-200 p-3"
    >
      <label htmlFor={inputId} className="sr-only">
        {t('chat.input')}
      </label>
      <input
        id={inputId}
        data-testid="chat-input"
        type="text"
        autoComplete="off"
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        value={text}
        placeholder={t('chat.placeholder')}
        onChange={(event) => setText(event.target.value)}
        className="min-w-0 flex-1 rounded-full border border-slate-300 px-4 py-2 focus:border-brand-700 focus:outline-none focus:ring-1 focus:ring-brand-700"
      />
      <button
        type="submit"
        data-testid="chat-send"
        disabled={blank || isSending}
        aria-label={t('chat.send')}
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-50"
      >
        <SendHorizontal aria-hidden="true" className="size-5 rtl:-scale-x-100" />
      </button>
    </form>
  );
}
