import { api } from '@/lib/api-client';
import { clearStaffToken, readStaffToken, STAFF_TOKEN_KEY } from '@/lib/staff-token';
import type { AppDispatch } from '@/lib/store';

/**
 * Forgets the sign-in made with `token`: the token and every answer cached under it, so the
 * layout shows the sign-in page. Answers whether it did. A sign-in made since (in this tab or
 * another: tabs share the token) is left alone: the last step of a sign-out, or of a socket the
 * shop closed, may come after the reader signed in again, and must not undo that sign-in.
 */
export function forgetSignIn(dispatch: AppDispatch, token: string | null): boolean {
  if (token === null || readStaffToken() !== token) return false;
  clearStaffToken();
  dispatch(api.util.resetApiState());
  return true;
}

/**
 * Follows sign-ins and sign-outs made in the browser's other tabs (they share the token): what
 * this tab cached belongs to the sign-in it had, so it goes, and the layout asks again who is
 * signed in: the sign-in page after a sign-out, the new member's home after another sign-in,
 * rather than one member's screens sending another's token. Answers the function that stops.
 */
export function followOtherTabs(dispatch: AppDispatch): () => void {
  const onStorage = (event: StorageEvent) => {
    // `key` is null when the other tab cleared the whole storage.
    if (event.key === STAFF_TOKEN_KEY || event.key === null) dispatch(api.util.resetApiState());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
