import { MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/**
 * /register without a usable link: none in the address (missing), used or expired
 * (invalid), or not checkable right now (failed, with a retry). Each leads to /registerCode.
 */
export function LinkProblem({
  kind,
  detail,
  onRetry,
}: {
  kind: 'missing' | 'invalid' | 'failed';
  /** The failure, already translated (failed only). */
  detail?: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  const title = {
    missing: t('account.register.missingTitle'),
    invalid: t('account.register.invalidTitle'),
    failed: t('account.register.failedTitle'),
  }[kind];
  const body = {
    missing: t('account.register.missingBody'),
    invalid: t('account.register.invalidBody'),
    failed: detail,
  }[kind];
  return (
    <div data-testid={`register-link-${kind}`} className="flex flex-col items-center text-center">
      <MailWarning aria-hidden="true" className="size-12 text-amber-600" />
      <h2 className="mt-3 text-lg font-bold text-slate-900">{title}</h2>
      {body ? <p className="mt-2 text-slate-600">{body}</p> : null}
      <div className="mt-6 flex w-full flex-col gap-3">
        {onRetry ? (
          <button
            type="button"
            onClick={onRetry}
            className="h-12 rounded-md border border-brand-700 px-5 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t('common.retry')}
          </button>
        ) : null}
        <Link
          to={paths.registerCode}
          data-testid="register-request-link"
          className="flex h-12 items-center justify-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          {t('account.register.requestLink')}
        </Link>
      </div>
    </div>
  );
}
