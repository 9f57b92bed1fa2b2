import { Outlet } from 'react-router';
import { DashboardNav } from '@/features/accounts/components/dashboard-nav';
import { useLogOut } from '@/features/accounts/hooks/use-log-out';

/** Frame of the customer dashboard: the menu at the start side (top on phones) and the page. */
export function DashboardLayout() {
  const { logOut, isLoggingOut } = useLogOut();
  return (
    <div
      data-testid="dashboard-layout"
      className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 md:flex-row md:items-start md:gap-8 md:py-10"
    >
      <div className="md:w-64 md:shrink-0">
        <DashboardNav onLogOut={() => void logOut()} isLoggingOut={isLoggingOut} />
      </div>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
