import { paths } from '@/config/paths';
import { safeReturnPath } from '@/lib/return-path';
import { readSignInIntent } from '@/lib/sign-in-intent';

/** Pages a signed-in customer must not be sent back to (they would bounce to home anyway). */
const GUEST_ONLY = new Set<string>([paths.login, paths.register, paths.registerCode]);

function returnPath(value: unknown): string | undefined {
  const path = safeReturnPath(value);
  if (!path) return undefined;
  return GUEST_ONLY.has(new URL(path, 'https://shop.invalid').pathname) ? undefined : path;
}

function fromState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('from' in state)) return undefined;
  const from = (state as { from: unknown }).from;
  if (typeof from !== 'object' || from === null) return undefined;
  const { pathname, search, hash } = from as {
    pathname?: unknown;
    search?: unknown;
    hash?: unknown;
  };
  if (typeof pathname !== 'string') return undefined;
  const query = typeof search === 'string' && search.startsWith('?') ? search : '';
  const fragment = typeof hash === 'string' && hash.startsWith('#') ? hash : '';
  return returnPath(`${pathname}${query}${fragment}`);
}

/**
 * Where to go once signed in: the `?next=` page of the login address (a product page that
 * asked for a sign-in), the page the guard sent the visitor away from (`location.state.from`,
 * e.g. /card), the page of an action saved before signing in (the mailed registration link
 * opens in a new tab, without either), or home. Only paths inside the shop are followed, so
 * a crafted link or history state cannot send anyone to another site.
 */
export function redirectTarget(state: unknown, search = ''): string {
  const next = new URLSearchParams(search).get('next');
  return returnPath(next) ?? fromState(state) ?? returnPath(readSignInIntent()?.path) ?? paths.home;
}
