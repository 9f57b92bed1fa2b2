import { useNavigate } from 'react-router';
import { useDispatch } from 'react-redux';
import { useStaffLogoutMutation } from '@/features/auth/api/logout';
import { api } from '@/lib/api-client';
import { clearStaffToken } from '@/lib/staff-token';
import { paths } from '@/config/paths';

/** Forgets the token and the cached data, clears the cookie, and returns to the sign-in page. */
export function useSignOut() {
  const [logout] = useStaffLogoutMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  return async () => {
    clearStaffToken();
    await logout(undefined)
      .unwrap()
      .catch(() => undefined);
    dispatch(api.util.resetApiState());
    await navigate(paths.signIn, { replace: true });
  };
}
