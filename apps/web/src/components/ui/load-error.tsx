import { useTranslation } from '@chapkhana/web-kit/use-translation';

/** A part of a page that could not be loaded: what is missing, and a button to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 py-3 text-slate-700">
      <span>{message}</span>
      <button
        type="button"
        onClick={onRetry}
        className="font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        {t('common.retry')}
      </button>
    </div>
  );
}
