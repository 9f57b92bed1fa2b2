import { useMemo, useSyncExternalStore } from 'react';
import {
  decodeCustomerToken,
  readCustomerToken,
  subscribeToCustomerToken,
  type CustomerClaims,
} from '@/lib/auth-token';
import { isHydratingOrServer } from '@/rendering';

// Pages are rendered on the server as a guest's; the token is read once they are hydrated.
const readTokenSnapshot = () => (isHydratingOrServer() ? null : readCustomerToken());
const readServerSnapshot = () => null;

/** The signed-in customer from the stored token, or null when signed out (or expired). */
export function useCustomer(): CustomerClaims | null {
  const token = useSyncExternalStore(
    subscribeToCustomerToken,
    readTokenSnapshot,
    readServerSnapshot,
  );
  return useMemo(() => (token ? decodeCustomerToken(token) : null), [token]);
}

/** The stored customer token (null when signed out or expired), re-read when it changes. */
export function useCustomerToken(): string | null {
  return useSyncExternalStore(subscribeToCustomerToken, readTokenSnapshot, readServerSnapshot);
}

/**
 * The signed-in customer at this moment (null while hydrating, on the server, or signed out),
 * for a handler that may run before a render has read the token: a tap kept from before the
 * app took the page over is carried out in the task after hydration, before the effects that
 * read what the browser stores.
 */
export function currentCustomer(): CustomerClaims | null {
  const token = readTokenSnapshot();
  return token ? decodeCustomerToken(token) : null;
}
