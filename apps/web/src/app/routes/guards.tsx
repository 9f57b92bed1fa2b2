import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useCustomer } from '@/lib/use-customer';

/** Routes for signed-in customers only (cart, dashboard); others go to /login (spec §2). */
export function RequireCustomer() {
  const customer = useCustomer();
  const location = useLocation();
  if (!customer) return <Navigate to={paths.login} replace state={{ from: location }} />;
  return <Outlet />;
}

/** Routes for visitors only (login, register); a signed-in customer goes home (spec §2). */
export function RequireGuest() {
  const customer = useCustomer();
  if (customer) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
