const KEY = 'staffToken';

/** The staff token from the last sign-in, sent as a Bearer token on every console request. */
export function readStaffToken(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function saveStaffToken(token: string): void {
  window.localStorage.setItem(KEY, token);
}

export function clearStaffToken(): void {
  window.localStorage.removeItem(KEY);
}
