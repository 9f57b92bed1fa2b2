import type { VerifyEmailResponse } from '@chapkhana/shared/accounts';

const TICKET_KEY = 'registrationTicket';

interface StoredTicket extends VerifyEmailResponse {
  token: string;
}

/**
 * The verified email and its registration ticket, kept for this tab (sessionStorage) under
 * the link's token. The link works once: without this, reloading /register?token=… on a
 * flaky connection would show "Invalid verification link" to someone who just verified.
 */
export function readRegistrationTicket(token: string): VerifyEmailResponse | null {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(TICKET_KEY) ?? 'null') as unknown;
    if (typeof stored !== 'object' || stored === null) return null;
    const { token: storedToken, email, uid } = stored as Partial<StoredTicket>;
    if (storedToken !== token || typeof email !== 'string' || typeof uid !== 'string') return null;
    return { email, uid };
  } catch {
    return null;
  }
}

export function saveRegistrationTicket(token: string, ticket: VerifyEmailResponse): void {
  try {
    const stored: StoredTicket = { token, ...ticket };
    window.sessionStorage.setItem(TICKET_KEY, JSON.stringify(stored));
  } catch {
    // Storage blocked: registration still works, only a reload would need a new link.
  }
}

/** Forgets the ticket once it is spent (registered) or refused. */
export function clearRegistrationTicket(): void {
  try {
    window.sessionStorage.removeItem(TICKET_KEY);
  } catch {
    // nothing stored
  }
}
