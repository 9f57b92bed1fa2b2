import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import {
  AccountCard,
  CardFooterLink,
  cardLinkClass,
} from '@/features/accounts/components/account-card';
import { RegisterCodeForm } from '@/features/accounts/components/register-code-form';
import { usePageHead } from '@/rendering';

/** /registerCode: the email to send the registration link to (docs/storefront.md §2). */
export function RegisterCodeRoute() {
  const { t } = useTranslation();
  usePageHead({
    title: t('pages.registerCode.title'),
    description: t('account.registerCode.intro'),
  });
  return (
    <AccountCard
      title={t('pages.registerCode.title')}
      intro={t('account.registerCode.intro')}
      footer={
        <CardFooterLink question={t('account.registerCode.haveAccount')}>
          <Link to={paths.login} data-testid="register-code-login-link" className={cardLinkClass}>
            {t('account.login.submit')}
          </Link>
        </CardFooterLink>
      }
    >
      <RegisterCodeForm />
    </AccountCard>
  );
}
