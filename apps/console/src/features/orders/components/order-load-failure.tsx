import { Link } from 'react-router';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { failureText } from '@/lib/api-failure';

/** An order page that could not be loaded (not found, not this seller's, offline): why, and the way back. */
export function OrderLoadFailure({ error, backTo }: { error: unknown; backTo: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-3 p-6">
      <p role="alert" className="text-rose-800" data-testid="order-load-error">
        {failureText(error, (key, values) => t(key, values))}
      </p>
      <Link to={backTo} className="text-sm text-brand-700 underline">
        {t('orderPage.back')}
      </Link>
    </div>
  );
}
