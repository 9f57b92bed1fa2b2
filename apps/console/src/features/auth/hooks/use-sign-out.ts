import { useNavigate } from 'react-router';
import { useDispatch } from 'react-redux';
import { useStaffLogoutMutation } from '@/features/auth/api/logout';
import { forgetSignIn } from '@/lib/forget-sign-in';
import { readStaffToken } from '@/lib/staff-token';
import type { AppDispatch } from '@/lib/store';
import { paths } from '@/config/paths';

/**
 * Ends this sign-in at the shop (its session, its sockets and cookie), then forgets it here and
 * returns to the sign-in page; `signingOut` while the shop is asked. The console stays as it is
 * until then, or until the shop closes the sign-in's sockets, which forgets it at once (and, as
 * the cache is reset, aborts the logout request: the shop has ended the sign-in by then). What
 * comes last forgets nothing more: a sign-in made meanwhile, in this tab or another, holds. An
 * unanswered or refused logout still signs out here (it gives up after a while).
 */
export function useSignOut() {
  const [logout, { isLoading: signingOut }] = useStaffLogoutMutation();
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const signOut = async () => {
    const token = readStaffToken();
    await logout(undefined)
      .unwrap()
      .catch(() => undefined);
    if (forgetSignIn(dispatch, token)) await navigate(paths.signIn, { replace: true });
  };
  return { signOut, signingOut };
}
