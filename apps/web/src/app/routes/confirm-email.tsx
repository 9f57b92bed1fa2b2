import { skipToken } from '@reduxjs/toolkit/query';
import { MailWarning } from 'lucide-react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { Spinner } from '@chapkhana/web-kit/components/spinner';
import { buttonStyles } from '@/components/ui/button-styles';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { useConfirmEmailChangeQuery } from '@/features/accounts/api/email-change';
import { MailNotice } from '@/features/accounts/components/mail-notice';
import { useMessageText } from '@/features/accounts/hooks/use-message-text';
import { failureMessage } from '@/lib/api-failure';
import { useCustomer } from '@/lib/use-customer';
import { useOwnPageTitle } from '@/rendering';

/**
 * /dashboard/email?token=…: the mailed link of an email change (issue 37), opened while signed
 * in. It confirms at once and shows the new email, or says in the reader's language why not.
 */
export function ConfirmEmailRoute() {
  const { t } = useTranslation();
  useOwnPageTitle(t('account.emailChange.confirmTitle'));
  const messageText = useMessageText();
  const customer = useCustomer();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const confirmation = useConfirmEmailChangeQuery(
    token && customer?.id ? { token, customerId: customer.id } : skipToken,
  );

  let content;
  if (!token) {
    content = <Problem text={t('account.emailChange.noToken')} />;
  } else if (confirmation.data) {
    content = (
      <MailNotice testId="email-change-confirmed">
        <p>{t('account.emailChange.confirmed')}</p>
        <p className="font-semibold break-all">
          <bdi dir="ltr" data-testid="email-change-confirmed-email">
            {confirmation.data.email}
          </bdi>
        </p>
      </MailNotice>
    );
  } else if (confirmation.isError) {
    content = <Problem text={messageText(failureMessage(confirmation.error))} />;
  } else {
    content = (
      <div className="flex items-center gap-3 py-4 text-slate-600">
        <Spinner label={t('account.emailChange.confirming')} />
        <p>{t('account.emailChange.confirming')}</p>
      </div>
    );
  }

  return (
    <section className="flex max-w-lg flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <PageTitle>{t('account.emailChange.confirmTitle')}</PageTitle>
      {content}
      <Link to={paths.dashboard} data-testid="email-change-back" className={buttonStyles.link}>
        {t('account.emailChange.back')}
      </Link>
    </section>
  );
}

function Problem({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-testid="email-change-problem"
      className="flex items-start gap-3 rounded-lg bg-amber-50 p-4 text-amber-900"
    >
      <MailWarning aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
      <div className="min-w-0">
        <p className="font-semibold">{t('account.emailChange.failed')}</p>
        <p>{text}</p>
      </div>
    </div>
  );
}
