import { MailWarning } from 'lucide-react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import type { RefusedLinkKind } from '@/features/accounts/utils/refused-link';

const PRIMARY =
  'flex h-12 items-center justify-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800';
const SECONDARY =
  'flex h-12 items-center justify-center rounded-md border border-brand-700 px-5 font-semibold text-brand-700 hover:bg-brand-50';

/**
 * /register without a usable link: none in the address (missing), unknown (invalid), already
 * spent on an account (used, which also offers the login), too old (expired), or not
 * checkable right now (failed, with a retry). Each leads to /registerCode.
 */
export function LinkProblem({
  kind,
  detail,
  onRetry,
}: {
  kind: 'missing' | RefusedLinkKind | 'failed';
  /** The failure, already translated (failed only). */
  detail?: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  const title = {
    missing: t('account.register.missingTitle'),
    invalid: t('account.register.invalidTitle'),
    used: t('account.register.usedTitle'),
    expired: t('account.register.expiredTitle'),
    failed: t('account.register.failedTitle'),
  }[kind];
  const body = {
    missing: t('account.register.missingBody'),
    invalid: t('account.register.invalidBody'),
    used: t('account.register.usedBody'),
    expired: t('account.register.expiredBody'),
    failed: detail,
  }[kind];
  return (
    <div data-testid={`register-link-${kind}`} className="flex flex-col items-center text-center">
      <MailWarning aria-hidden="true" className="size-12 text-amber-600" />
      <h2 className="mt-3 text-lg font-bold text-slate-900">{title}</h2>
      {body ? <p className="mt-2 text-slate-600">{body}</p> : null}
      <div className="mt-6 flex w-full flex-col gap-3">
        {onRetry ? (
          <button type="button" onClick={onRetry} className={SECONDARY}>
            {t('common.retry')}
          </button>
        ) : null}
        {kind === 'used' ? (
          <Link to={paths.login} data-testid="register-login-link" className={PRIMARY}>
            {t('account.register.logIn')}
          </Link>
        ) : null}
        <Link
          to={paths.registerCode}
          data-testid="register-request-link"
          className={kind === 'used' ? SECONDARY : PRIMARY}
        >
          {t('account.register.requestLink')}
        </Link>
      </div>
    </div>
  );
}
