import type { ReactNode } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { buttonStyles } from '@/components/ui/button-styles';

/**
 * What could not be loaded, and a button to try again: a card where it stands in for a page or
 * a section, a line (`inline`) within a part whose neighbours still show.
 */
export function LoadError({
  message,
  onRetry,
  inline = false,
  testId,
}: {
  message: ReactNode;
  onRetry: () => void;
  inline?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const retry = (
    <button
      type="button"
      onClick={onRetry}
      className={
        inline
          ? buttonStyles.link
          : 'mt-4 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800'
      }
    >
      {t('common.retry')}
    </button>
  );
  return inline ? (
    <div
      role="alert"
      data-testid={testId}
      className="flex flex-wrap items-center gap-3 py-3 text-slate-700"
    >
      <span>{message}</span>
      {retry}
    </div>
  ) : (
    <div
      role="alert"
      data-testid={testId}
      className="rounded-lg bg-white p-6 text-center shadow-sm"
    >
      <div className="text-slate-700">{message}</div>
      {retry}
    </div>
  );
}
