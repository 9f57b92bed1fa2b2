import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { AuthCard } from '@/components/ui/auth-card';
import { homeOf } from '@/config/paths';
import { SetPasswordForm } from '@/features/auth/components/set-password-form';

/** Where the mailed link lands: the new account chooses its password and is signed in. */
export function SetPasswordRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <AuthCard title={t('setPassword.title')}>
      <SetPasswordForm
        token={params.get('token') ?? ''}
        onSignedIn={(staff) => void navigate(homeOf(staff), { replace: true })}
      />
    </AuthCard>
  );
}
