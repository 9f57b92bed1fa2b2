import { useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { paths } from '@/config/paths';
import { AccountCard, cardLinkClass } from '@/features/accounts/components/account-card';
import { NewPasswordForm } from '@/features/accounts/components/new-password-form';
import { useSignedIn } from '@/features/accounts/hooks/use-signed-in';
import { useOwnPageTitle } from '@/rendering';

/** /reset-password?token=: the mailed link's new password (issue 37). */
export function ResetPasswordRoute() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  useOwnPageTitle(t('pages.forgotPassword.title'));
  return (
    <AccountCard title={t('pages.forgotPassword.title')}>
      {token ? (
        <NewPasswordForm ticket={token} onReset={signedIn} />
      ) : (
        <div className="flex flex-col gap-4" data-testid="reset-password-no-link">
          <p className="text-slate-700">{t('account.forgot.noLink')}</p>
          <Link to={paths.forgotPassword} className={cardLinkClass}>
            {t('account.forgot.askAgain')}
          </Link>
        </div>
      )}
    </AccountCard>
  );
}
