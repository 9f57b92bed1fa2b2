import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { LanguageSwitcher } from '@chapkhana/web-kit/components/language-switcher';
import { FullPageSpinner } from '@chapkhana/web-kit/components/spinner';
import { homeOf } from '@/config/paths';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { useStaff } from '@/features/auth/hooks/use-staff';

export function SignInRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { staff, isLoading } = useStaff();
  if (isLoading) return <FullPageSpinner label={t('common.loading')} />;
  if (staff) return <Navigate to={homeOf(staff.role)} replace />;
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-4">
      <div className="w-full max-w-sm rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <div className="mb-6 flex items-start justify-between gap-3">
          <div>
            <p className="text-sm font-semibold text-brand-700">{t('brand.name')}</p>
            <h1 className="text-xl font-bold">{t('signIn.title')}</h1>
          </div>
          <LanguageSwitcher testId="language-switcher" />
        </div>
        <SignInForm
          onSignedIn={(signedIn) => void navigate(homeOf(signedIn.role), { replace: true })}
        />
      </div>
    </main>
  );
}
