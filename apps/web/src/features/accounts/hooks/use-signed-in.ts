import { useCallback } from 'react';
import { storeCustomerToken } from '@/lib/auth-token';
import { markSignedInHere } from '@/lib/sign-in-intent';

/**
 * Keeps a token the API just issued (code sign-in, phone registration, new password): the guard
 * around the guest pages then sends the customer on, as after the password sign-in.
 */
export function useSignedIn(): (token: string) => void {
  return useCallback((token: string) => {
    markSignedInHere();
    storeCustomerToken(token);
  }, []);
}
