/** Where the token is kept (tabs of one browser share it: `storage` events name this key). */
export const STAFF_TOKEN_KEY = 'staffToken';

/** The staff token from the last sign-in, sent as a Bearer token on every console request. */
export function readStaffToken(): string | null {
  try {
    return window.localStorage.getItem(STAFF_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function saveStaffToken(token: string): void {
  window.localStorage.setItem(STAFF_TOKEN_KEY, token);
}

export function clearStaffToken(): void {
  window.localStorage.removeItem(STAFF_TOKEN_KEY);
}
