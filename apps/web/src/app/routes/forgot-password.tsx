import type { PhoneCodeVerifyResponse } from '@chapkhana/shared/accounts';
import { useState } from 'react';
import { Link } from '@/components/ui/link';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { paths } from '@/config/paths';
import {
  AccountCard,
  CardFooterLink,
  cardLinkClass,
} from '@/features/accounts/components/account-card';
import { NewPasswordForm } from '@/features/accounts/components/new-password-form';
import { PasswordEmailForm } from '@/features/accounts/components/password-email-form';
import { PhoneCodeFlow } from '@/features/accounts/components/phone-code-flow';
import { PhoneRegisterForm } from '@/features/accounts/components/phone-register-form';
import { useSignedIn } from '@/features/accounts/hooks/use-signed-in';
import { useOwnPageTitle } from '@/rendering';

type Way = 'phone' | 'email';

/**
 * /forgot-password: a new password by a code to the phone, or by a link to the account's email
 * (issue 37). A phone without an account is offered registration instead.
 */
export function ForgotPasswordRoute() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const [way, setWay] = useState<Way>('phone');
  const [next, setNext] = useState<Exclude<PhoneCodeVerifyResponse, { step: 'signed-in' }> | null>(
    null,
  );
  useOwnPageTitle(t('pages.forgotPassword.title'));

  function onVerified(verified: PhoneCodeVerifyResponse) {
    if (verified.step === 'signed-in') signedIn(verified.token);
    else setNext(verified);
  }

  let body;
  if (next?.step === 'reset') body = <NewPasswordForm ticket={next.ticket} onReset={signedIn} />;
  else if (next?.step === 'register')
    body = (
      <>
        <p
          className="mb-4 rounded-lg bg-brand-50 p-3 text-brand-900"
          data-testid="forgot-no-account"
        >
          {t('account.forgot.noAccount')}
        </p>
        <PhoneRegisterForm ticket={next.ticket} phone={next.phone} onRegistered={signedIn} />
      </>
    );
  else
    body = (
      <>
        <div
          role="tablist"
          aria-label={t('account.forgot.how')}
          className="mb-6 grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1"
        >
          {(['phone', 'email'] as const).map((option) => (
            <button
              key={option}
              type="button"
              role="tab"
              aria-selected={way === option}
              data-testid={`forgot-by-${option}`}
              onClick={() => setWay(option)}
              className={`h-10 rounded-md px-3 text-sm font-semibold ${
                way === option ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600'
              }`}
            >
              {option === 'phone' ? t('account.forgot.byPhone') : t('account.forgot.byEmail')}
            </button>
          ))}
        </div>
        {way === 'phone' ? (
          <PhoneCodeFlow purpose="reset" onVerified={onVerified} />
        ) : (
          <PasswordEmailForm />
        )}
      </>
    );

  return (
    <AccountCard
      title={t('pages.forgotPassword.title')}
      intro={next ? undefined : t('account.forgot.intro')}
      footer={
        <CardFooterLink question={t('account.forgot.remembered')}>
          <Link to={paths.login} data-testid="forgot-login-link" className={cardLinkClass}>
            {t('account.login.submit')}
          </Link>
        </CardFooterLink>
      }
    >
      {body}
    </AccountCard>
  );
}
