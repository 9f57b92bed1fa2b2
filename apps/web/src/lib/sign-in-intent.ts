import { safeReturnPath } from '@/lib/return-path';

const INTENT_KEY = 'signInIntent';
/** Set in the tab (sessionStorage) where the visitor signed in or registered. */
const SIGNED_IN_HERE_KEY = 'signedInHere';
/** A saved intent older than this is forgotten: the visitor has moved on. */
const INTENT_LIFETIME_MS = 2 * 60 * 60 * 1000;

/** What a visitor was doing when the shop asked them to sign in. */
export const SIGN_IN_REASONS = ['cart', 'wishlist', 'review'] as const;
export type SignInReason = (typeof SIGN_IN_REASONS)[number];

export interface SignInIntent {
  reason: SignInReason;
  /** The page to come back to (a same-site path). */
  path: string;
  productId: string;
  /** What was chosen on the page (the product's colour rows); checked by its reader. */
  selection?: unknown;
}

interface StoredIntent extends SignInIntent {
  savedAt: number;
}

export const isSignInReason = (value: unknown): value is SignInReason =>
  SIGN_IN_REASONS.includes(value as SignInReason);

/**
 * The login address for a sign-in-gated action: `?next=` brings the visitor back to `path`
 * and `?reason=` lets the login page say why it asks.
 */
export function loginPathFor(loginPath: string, reason: SignInReason, path: string): string {
  return `${loginPath}?${new URLSearchParams({ next: path, reason }).toString()}`;
}

/**
 * Keeps what the visitor was doing, on this device (localStorage, not the tab: the mailed
 * registration link opens in a new tab), so signing in or registering can finish it.
 */
export function saveSignInIntent(intent: SignInIntent): void {
  try {
    const stored: StoredIntent = { ...intent, savedAt: Date.now() };
    window.localStorage.setItem(INTENT_KEY, JSON.stringify(stored));
  } catch {
    // Storage blocked: the visitor still comes back by `?next=`, only the selection is lost.
  }
}

/** The saved intent, if it is recent and well-formed (the storage is the page's to forge). */
export function readSignInIntent(): SignInIntent | undefined {
  let stored: unknown;
  try {
    stored = JSON.parse(window.localStorage.getItem(INTENT_KEY) ?? 'null');
  } catch {
    return undefined;
  }
  if (typeof stored !== 'object' || stored === null) return undefined;
  const { reason, path, productId, selection, savedAt } = stored as Partial<StoredIntent>;
  const safePath = safeReturnPath(path);
  if (!isSignInReason(reason) || !safePath || typeof productId !== 'string') return undefined;
  if (typeof savedAt !== 'number' || Date.now() - savedAt > INTENT_LIFETIME_MS) return undefined;
  return { reason, path: safePath, productId, selection };
}

export function clearSignInIntent(): void {
  try {
    window.localStorage.removeItem(INTENT_KEY);
  } catch {
    // nothing stored
  }
}

/** Marks this tab as the one that signed in, the one to finish the saved intent. */
export function markSignedInHere(): void {
  try {
    window.sessionStorage.setItem(SIGNED_IN_HERE_KEY, '1');
  } catch {
    // Storage blocked: nothing was saved to finish either.
  }
}

/**
 * Takes (reads and forgets) the saved intent for this product, so it is carried out once, and
 * only in the tab that signed in: the other tabs of the device see the sign-in too, and a
 * second tab finishing the same intent would add the selection twice.
 */
export function takeSignInIntent(productId: string): SignInIntent | undefined {
  try {
    if (window.sessionStorage.getItem(SIGNED_IN_HERE_KEY) !== '1') return undefined;
  } catch {
    return undefined;
  }
  const intent = readSignInIntent();
  if (!intent || intent.productId !== productId) return undefined;
  clearSignInIntent();
  window.sessionStorage.removeItem(SIGNED_IN_HERE_KEY);
  return intent;
}
