import { api } from '@/lib/api-client';
import { clearStaffToken, readStaffToken } from '@/lib/staff-token';
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
