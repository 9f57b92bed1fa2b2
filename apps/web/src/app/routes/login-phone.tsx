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
import { PhoneCodeFlow } from '@/features/accounts/components/phone-code-flow';
import { PhoneRegisterForm } from '@/features/accounts/components/phone-register-form';
import { useSignedIn } from '@/features/accounts/hooks/use-signed-in';
import { toast } from '@/lib/toast';
import { useOwnPageTitle } from '@/rendering';

/**
 * /login/phone: sign in or sign up with a code to the phone (issue 37). A known phone is signed
 * in; a new one gives a name (and, if wanted, a password) and has an account.
 */
export function LoginPhoneRoute() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const [registration, setRegistration] = useState<{ ticket: string; phone: string } | null>(null);
  useOwnPageTitle(registration ? t('pages.loginPhone.registerTitle') : t('pages.loginPhone.title'));

  function onVerified(verified: PhoneCodeVerifyResponse) {
    if (verified.step === 'signed-in') {
      toast.success(t('account.messages.loggedIn'));
      signedIn(verified.token);
    } else setRegistration({ ticket: verified.ticket, phone: verified.phone });
  }

  return (
    <AccountCard
      title={registration ? t('pages.loginPhone.registerTitle') : t('pages.loginPhone.title')}
      intro={registration ? undefined : t('account.phone.intro')}
      footer={
        registration ? null : (
          <CardFooterLink question={t('account.phone.havePassword')}>
            <Link
              to={paths.login}
              data-testid="login-phone-password-link"
              className={cardLinkClass}
            >
              {t('account.phone.withPassword')}
            </Link>
          </CardFooterLink>
        )
      }
    >
      {registration ? (
        <PhoneRegisterForm {...registration} onRegistered={signedIn} />
      ) : (
        <PhoneCodeFlow purpose="sign-in" onVerified={onVerified} />
      )}
    </AccountCard>
  );
}
