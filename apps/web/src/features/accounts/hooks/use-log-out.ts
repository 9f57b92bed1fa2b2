import { useCallback } from 'react';
import { toast } from '@/lib/toast';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useDispatch } from 'react-redux';
import { useLogOutMutation } from '@/features/accounts/api/log-out';
import { clearCustomerToken } from '@/lib/auth-token';
import { customerSignedOut } from '@/lib/session-events';

/**
 * Logs the customer out (docs/storefront.md §4): asks the API to clear its cookie, removes the token from
 * local storage and resets the customer's counters. The route guard then sends the reader
 * to /login. The token goes even when the API cannot be reached: logging out must work
 * offline, and without the token the storefront knows no customer id to ask about.
 */
export function useLogOut(): { logOut: () => Promise<void>; isLoggingOut: boolean } {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [requestLogOut, { isLoading }] = useLogOutMutation();
  const logOut = useCallback(async () => {
    try {
      await requestLogOut(undefined).unwrap();
    } catch {
      // Offline or already signed out on the server: the local sign-out below still counts.
    }
    clearCustomerToken();
    dispatch(customerSignedOut());
    toast.success(t('account.messages.loggedOut'));
  }, [requestLogOut, dispatch, t]);
  return { logOut, isLoggingOut: isLoading };
}
