import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import {
  AccountCard,
  CardFooterLink,
  cardLinkClass,
} from '@/features/accounts/components/account-card';
import { LoginForm } from '@/features/accounts/components/login-form';

/** /login: phone and password, with a way to create an account (spec §2). */
export function LoginRoute() {
  const { t } = useTranslation();
  return (
    <AccountCard
      title={t('pages.login.title')}
      intro={t('account.login.intro')}
      footer={
        <CardFooterLink question={t('account.login.noAccount')}>
          <Link to={paths.registerCode} data-testid="login-register-link" className={cardLinkClass}>
            {t('account.login.createAccount')}
          </Link>
        </CardFooterLink>
      }
    >
      <LoginForm />
    </AccountCard>
  );
}
