import { PASSWORD_MIN_LENGTH } from '@chapkhana/shared/customer-session';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { ChangePasswordForm } from '@/features/accounts/components/change-password-form';
import { useOwnPageTitle } from '@/rendering';

/** /dashboard/change-password: a working form (the spec's was wired to nothing). */
export function ChangePasswordRoute() {
  const { t } = useTranslation();
  useOwnPageTitle(t('pages.changePassword.title'));
  return (
    <section className="max-w-lg rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <PageTitle>{t('pages.changePassword.title')}</PageTitle>
      <p className="mt-2 text-slate-600">
        {t('account.changePassword.intro', { min: PASSWORD_MIN_LENGTH })}
      </p>
      <div className="mt-6">
        <ChangePasswordForm />
      </div>
    </section>
  );
}
