import { clearCustomerDrafts } from '@/lib/customer-drafts';
/** Local-storage key that holds the customer's JWT (docs/storefront.md §3). */
export const CUSTOMER_TOKEN_KEY = 'customerToken';

/** Fired on window when this tab stores or removes the token ("storage" covers other tabs). */
export const CUSTOMER_TOKEN_EVENT = 'chapkhana:customer-token';

/** The claims the storefront reads from the token (docs/storefront.md §3: id, name, phone, address). */
export interface CustomerClaims {
  id: string | null;
  name: string;
  phone: string | null;
  address: string | null;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  // fatal: a payload that is not valid UTF-8 is a malformed token, not a garbled name.
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

function optionalString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * Reads the customer claims from a JWT without verifying it (the server verifies; the
 * client only needs the name to show). Malformed or expired tokens yield null.
 */
export function decodeCustomerToken(
  token: string,
  nowMs: number = Date.now(),
): CustomerClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(decodeBase64Url(parts[1]));
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const claims = payload as Record<string, unknown>;
  const name = optionalString(claims.name);
  if (!name) return null;
  if (claims.exp !== undefined) {
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= nowMs) return null;
  }
  return {
    id: optionalString(claims.id) ?? optionalString(claims.sub),
    name,
    phone: optionalString(claims.phone),
    address: optionalString(claims.address),
  };
}

function readStoredToken(): string | null {
  try {
    return window.localStorage.getItem(CUSTOMER_TOKEN_KEY);
  } catch {
    // Storage can be blocked (private modes, strict cookie settings): treat as signed out.
    return null;
  }
}

/** The stored token if it is well formed and unexpired, else null. */
export function readCustomerToken(nowMs: number = Date.now()): string | null {
  const token = readStoredToken();
  return token && decodeCustomerToken(token, nowMs) ? token : null;
}

/** Stores the token after login or registration and tells this tab's listeners. */
export function storeCustomerToken(token: string): void {
  window.localStorage.setItem(CUSTOMER_TOKEN_KEY, token);
  window.dispatchEvent(new Event(CUSTOMER_TOKEN_EVENT));
}

/** Removes the token on logout and tells this tab's listeners. */
export function clearCustomerToken(): void {
  window.localStorage.removeItem(CUSTOMER_TOKEN_KEY);
  // What the customer typed and did not send leaves with them (a shared device's next reader).
  clearCustomerDrafts();
  window.dispatchEvent(new Event(CUSTOMER_TOKEN_EVENT));
}

/** Subscribes to token changes in this tab and in other tabs. */
export function subscribeToCustomerToken(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CUSTOMER_TOKEN_KEY) onChange();
  };
  window.addEventListener(CUSTOMER_TOKEN_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CUSTOMER_TOKEN_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
