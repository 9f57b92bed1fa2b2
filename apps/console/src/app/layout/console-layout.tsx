import { LogOut } from 'lucide-react';
import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import type { StaffRole } from '@chapkhana/shared/staff';
import { Sidebar } from '@/app/layout/sidebar';
import { LanguageSwitcher } from '@chapkhana/web-kit/components/language-switcher';
import { secondaryButtonClass } from '@/components/ui/field';
import { FullPageSpinner } from '@chapkhana/web-kit/components/spinner';
import { homeOf, paths, sellerSectionOf } from '@/config/paths';
import { roleSees } from '@chapkhana/shared/shop-roles';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { useStaff } from '@/features/auth/hooks/use-staff';
import { useSaveStaffLanguageMutation } from '@/features/auth/api/save-language';
import { useLanguageSwitched } from '@chapkhana/web-kit/use-language-switched';
import { LiveOrders, OrderSoundToggle } from '@/features/orders/live/new-orders';

/** The signed-in frame of one role: sidebar, top bar (language, sign-out) and the page. */
export function ConsoleLayout({ area: role }: { area: StaffRole }) {
  const { t } = useTranslation();
  const { staff, isLoading, token } = useStaff();
  const location = useLocation();
  const { signOut, signingOut } = useSignOut();
  const [saveLanguage] = useSaveStaffLanguageMutation();
  // A switch is kept by the shop: mail to this account follows it (a failed save changes nothing).
  useLanguageSwitched(staff !== null, (lng) => void saveLanguage({ lng }));
  if (isLoading) return <FullPageSpinner label={t('common.loading')} />;
  if (!staff) return <Navigate to={paths.signIn} replace />;
  if (staff.role !== role) return <Navigate to={homeOf(staff)} replace />;
  // A section the member's role does not have (a typed address, an old bookmark): its home.
  const section = role === 'seller' ? sellerSectionOf(location.pathname) : undefined;
  if (section && !roleSees(staff.sellerRole, section))
    return <Navigate to={homeOf(staff)} replace />;
  return (
    <div className="flex min-h-screen flex-col md:flex-row">
      {/* One socket per sign-in: a sign-in made in another tab (same role) opens its own. */}
      <LiveOrders key={token} area={role} token={token} />
      <div className="contents" data-print="hide">
        <Sidebar role={role} sellerRole={staff.sellerRole} accountId={staff.id} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <header
          className="flex flex-wrap items-center justify-end gap-3 border-b border-slate-200 bg-white px-4 py-2"
          data-print="hide"
        >
          <span className="me-auto text-sm text-slate-600" data-testid="staff-name">
            {role === 'admin' || !staff.sellerRole
              ? t('layout.signedInAdmin', { name: staff.name })
              : // A print house's member: its role there (issue 39), not only "seller".
                t('layout.signedInSeller', {
                  name: staff.name,
                  role: t(`staff.roles.${staff.sellerRole}`),
                })}
          </span>
          <OrderSoundToggle />
          <LanguageSwitcher id="language-select" testId="language-switcher" />
          <button
            type="button"
            className={`${secondaryButtonClass} aria-disabled:cursor-progress aria-disabled:opacity-60`}
            // Not disabled: a disabled button drops the keyboard's focus while the shop answers.
            onClick={() => {
              if (!signingOut) void signOut();
            }}
            aria-disabled={signingOut || undefined}
            data-testid="sign-out"
          >
            <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {signingOut ? t('layout.signingOut') : t('layout.signOut')}
          </button>
        </header>
        <main className="flex-1 p-4 md:p-6">
          <Suspense fallback={<FullPageSpinner label={t('common.loading')} />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
