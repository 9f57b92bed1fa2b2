import { useState } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useSearchParams } from 'react-router';
import { Spinner } from '@chapkhana/web-kit/components/spinner';
import { AccountCard } from '@/features/accounts/components/account-card';
import { LinkProblem } from '@/features/accounts/components/link-problem';
import { RegisterForm } from '@/features/accounts/components/register-form';
import { useEmailVerification } from '@/features/accounts/hooks/use-email-verification';
import { useMessageText } from '@/features/accounts/hooks/use-message-text';
import type { RefusedLinkKind } from '@/features/accounts/utils/refused-link';
import { useOwnPageTitle } from '@/rendering';

/** /register?token=…: checks the mailed link, then the registration form (docs/storefront.md §2). */
export function RegisterRoute() {
  const { t } = useTranslation();
  useOwnPageTitle(t('pages.register.title'));
  const messageText = useMessageText();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const verification = useEmailVerification(token);
  // A registration the API refused for its link (say another device spent it first).
  const [rejection, setRejection] = useState<{ token: string; kind: RefusedLinkKind } | null>(null);
  const rejected = rejection !== null && rejection.token === token ? rejection.kind : null;

  let content;
  if (verification.status === 'verifying') {
    content = (
      <div className="flex flex-col items-center gap-3 py-6 text-slate-600">
        <Spinner label={t('account.register.verifying')} />
        <p>{t('account.register.verifying')}</p>
      </div>
    );
  } else if (verification.status === 'verified' && !rejected) {
    content = (
      <RegisterForm
        email={verification.email}
        uid={verification.uid}
        onLinkRejected={(kind) => token && setRejection({ token, kind })}
      />
    );
  } else if (verification.status === 'failed') {
    content = (
      <LinkProblem
        kind="failed"
        detail={t('account.messages.verificationFailed', {
          message: messageText(verification.message),
        })}
        onRetry={verification.retry}
      />
    );
  } else if (verification.status === 'refused') {
    content = <LinkProblem kind={verification.kind} />;
  } else {
    content = <LinkProblem kind={rejected ?? 'missing'} />;
  }

  const showForm = verification.status === 'verified' && !rejected;
  return (
    <AccountCard
      title={t('pages.register.title')}
      intro={showForm ? t('account.register.intro') : undefined}
    >
      {content}
    </AccountCard>
  );
}
