import { paths } from '@/config/paths';

/** Pages a signed-in customer must not be sent back to (they would bounce to home anyway). */
const GUEST_ONLY = new Set<string>([paths.login, paths.register, paths.registerCode]);

/**
 * Where to go once signed in: the page the guard sent the visitor away from
 * (`location.state.from`, e.g. /card), or home. Only paths inside the shop are followed,
 * so a crafted history state cannot send anyone to another site.
 */
export function redirectTarget(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return paths.home;
  const from = (state as { from: unknown }).from;
  if (typeof from !== 'object' || from === null) return paths.home;
  const { pathname, search, hash } = from as {
    pathname?: unknown;
    search?: unknown;
    hash?: unknown;
  };
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) {
    return paths.home;
  }
  if (pathname.includes('\\') || GUEST_ONLY.has(pathname)) return paths.home;
  const query = typeof search === 'string' && search.startsWith('?') ? search : '';
  const fragment = typeof hash === 'string' && hash.startsWith('#') ? hash : '';
  return `${pathname}${query}${fragment}`;
}
