import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { redirectTarget } from '@/features/accounts/utils/redirect-target';
import { useCustomer } from '@/lib/use-customer';

/**
 * Routes for signed-in customers only (cart, dashboard); others go to /login (docs/storefront.md §2),
 * which sends them back here after signing in. A customer who signs out while inside
 * (logout) goes to /login without that way back: the next person to sign in on this
 * device starts at home, not in the previous customer's page.
 */
export function RequireCustomer() {
  const customer = useCustomer();
  const location = useLocation();
  const [enteredSignedIn] = useState(customer !== null);
  if (!customer) {
    return (
      <Navigate to={paths.login} replace state={enteredSignedIn ? undefined : { from: location }} />
    );
  }
  return <Outlet />;
}

/**
 * Routes for visitors only (login, register); a signed-in customer goes home (docs/storefront.md §2), or
 * back to the page that asked them to sign in (`?next=`, the guard's state, or a saved
 * action). Signing in or registering on these pages leaves through here.
 */
export function RequireGuest() {
  const customer = useCustomer();
  const location = useLocation();
  if (customer) return <Navigate to={redirectTarget(location.state, location.search)} replace />;
  return <Outlet />;
}
