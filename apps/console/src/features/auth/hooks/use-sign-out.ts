import { useNavigate } from 'react-router';
import { useDispatch } from 'react-redux';
import { useStaffLogoutMutation } from '@/features/auth/api/logout';
import { api } from '@/lib/api-client';
import { clearStaffToken } from '@/lib/staff-token';
import { paths } from '@/config/paths';

/**
 * Ends this sign-in at the shop (its session and cookie), then forgets the token and the cached
 * data and returns to the sign-in page; `signingOut` while the shop is asked. The console stays
 * as it is until then: a sign-in page shown while the logout was still on its way let a new
 * sign-in be wiped by the old one's last steps (its cached data reset, sent back to sign in).
 * An unanswered or refused logout still signs out here (the logout gives up after a while).
 */
export function useSignOut() {
  const [logout, { isLoading: signingOut }] = useStaffLogoutMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const signOut = async () => {
    await logout(undefined)
      .unwrap()
      .catch(() => undefined);
    clearStaffToken();
    dispatch(api.util.resetApiState());
    await navigate(paths.signIn, { replace: true });
  };
  return { signOut, signingOut };
}
