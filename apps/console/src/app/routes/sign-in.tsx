import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { FullPageSpinner } from '@chapkhana/web-kit/components/spinner';
import { AuthCard } from '@/components/ui/auth-card';
import { homeOf } from '@/config/paths';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { useStaff } from '@/features/auth/hooks/use-staff';

export function SignInRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { staff, isLoading } = useStaff();
  if (isLoading) return <FullPageSpinner label={t('common.loading')} />;
  if (staff) return <Navigate to={homeOf(staff)} replace />;
  return (
    <AuthCard title={t('signIn.title')}>
      <SignInForm onSignedIn={(signedIn) => void navigate(homeOf(signedIn), { replace: true })} />
    </AuthCard>
  );
}
