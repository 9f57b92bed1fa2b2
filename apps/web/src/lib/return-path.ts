/** Longer than any page address of the shop; a longer "path" is not one of ours. */
const MAX_RETURN_PATH = 2000;
// Any origin will do: a path that resolves away from it points at another site.
const PROBE_ORIGIN = 'https://return-path.invalid';

/**
 * A page of this shop to return to after signing in, as a same-site path with its query and
 * fragment, or undefined for anything else: another site (`//evil.com`, `https://…`), a
 * script (`javascript:`), backslash or control-character tricks that browsers rewrite into
 * another site, a relative path. The address bar and saved state are the attacker's to write.
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_RETURN_PATH) {
    return undefined;
  }
  if (!value.startsWith('/') || value.startsWith('//')) return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (value.includes('\\') || /[\u0000-\u001f\u007f\s]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PROBE_ORIGIN) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
