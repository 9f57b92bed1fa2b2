import { LogIn, UserRound } from 'lucide-react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';

/** "Login" when signed out; the customer's name linking to the dashboard when signed in. */
export function HeaderAccountLink({
  customerName,
  testIdPrefix = '',
  className = '',
  onNavigate,
}: {
  customerName: string | null;
  /** Prefix for the test ids, so the mobile menu's copy stays distinct from the header's. */
  testIdPrefix?: string;
  className?: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const base = `flex min-w-0 items-center gap-1.5 ${className}`;
  if (customerName) {
    return (
      <Link
        to={paths.dashboard}
        onClick={onNavigate}
        data-testid={`${testIdPrefix}account-link`}
        className={base}
        title={t('header.account')}
      >
        <UserRound aria-hidden="true" className="size-4 shrink-0" />
        <span className="max-w-40 truncate">{customerName}</span>
      </Link>
    );
  }
  return (
    <Link
      to={paths.login}
      onClick={onNavigate}
      data-testid={`${testIdPrefix}login-link`}
      className={base}
    >
      <LogIn aria-hidden="true" className="size-4 shrink-0 rtl:-scale-x-100" />
      <span>{t('header.login')}</span>
    </Link>
  );
}
