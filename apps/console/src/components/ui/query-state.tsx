import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { FullPageSpinner } from '@chapkhana/web-kit/components/spinner';
import { secondaryButtonClass } from '@/components/ui/field';
import { failureText } from '@/lib/api-failure';

/** A screen's one read while it loads (a spinner) or after it failed (the reason and a retry). */
export function QueryState({
  isLoading,
  isError,
  error,
  onRetry,
}: {
  isLoading: boolean;
  isError: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (isLoading) return <FullPageSpinner label={t('common.loading')} />;
  if (!isError) return null;
  return (
    <div role="alert" className="space-y-3 rounded-lg bg-red-50 p-4 text-red-800">
      <p>{failureText(error)}</p>
      <button type="button" className={secondaryButtonClass} onClick={onRetry}>
        {t('settings.retry')}
      </button>
    </div>
  );
}
