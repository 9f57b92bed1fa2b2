import { Outlet } from 'react-router';

/** Frame of the customer dashboard; the sidebar (spec §2) arrives with the dashboard work. */
export function DashboardLayout() {
  return (
    <div data-testid="dashboard-layout">
      <Outlet />
    </div>
  );
}
