import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { secondaryButtonClass } from '@/components/ui/field';

/** "The messages could not be loaded" with a button that asks again; `className` places it. */
export function LoadFailed({
  onRetry,
  className = '',
}: {
  onRetry: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={`flex flex-col items-start gap-2 p-3 text-sm ${className}`} role="alert">
      <p className="text-red-700">{t('chat.loadFailed')}</p>
      <button type="button" className={secondaryButtonClass} onClick={onRetry}>
        {t('chat.retry')}
      </button>
    </div>
  );
}
