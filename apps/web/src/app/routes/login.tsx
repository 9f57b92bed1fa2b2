import { Info, MessageCircle } from 'lucide-react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import {
  AccountCard,
  CardFooterLink,
  cardLinkClass,
} from '@/features/accounts/components/account-card';
import { LoginForm } from '@/features/accounts/components/login-form';
import { isSignInReason } from '@/lib/sign-in-intent';
import { useOwnPageTitle } from '@/rendering';

/**
 * /login: phone and password, with a way to create an account (docs/storefront.md §2). Sent here by a
 * sign-in-gated action (`?reason=`), it says why and that the visitor will come back.
 */
export function LoginRoute() {
  const { t } = useTranslation();
  useOwnPageTitle(t('pages.login.title'));
  const [searchParams] = useSearchParams();
  const reason = searchParams.get('reason');
  const reasonText = isSignInReason(reason)
    ? {
        cart: t('account.login.reasons.cart'),
        wishlist: t('account.login.reasons.wishlist'),
        review: t('account.login.reasons.review'),
      }[reason]
    : null;
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
      {reasonText ? (
        <p
          data-testid="login-reason"
          className="mb-5 flex items-start gap-2 rounded-lg bg-brand-50 p-3 text-brand-900"
        >
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>{reasonText}</span>
        </p>
      ) : null}
      <LoginForm />
      <div className="mt-5 flex flex-col items-center gap-3 text-center">
        <Link to={paths.forgotPassword} data-testid="login-forgot-link" className={cardLinkClass}>
          {t('account.login.forgot')}
        </Link>
        <Link
          to={paths.loginPhone}
          data-testid="login-phone-link"
          className="flex h-12 w-full items-center justify-center gap-2 rounded-md border border-brand-700 px-6 font-semibold text-brand-800 hover:bg-brand-50"
        >
          <MessageCircle aria-hidden="true" className="size-5" />
          {t('account.login.withCode')}
        </Link>
      </div>
    </AccountCard>
  );
}
