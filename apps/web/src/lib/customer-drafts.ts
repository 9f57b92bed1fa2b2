/**
 * What a customer typed and has not sent yet (a delivery address), kept in this tab's
 * sessionStorage so a reload does not lose it. Each draft names the customer it belongs to and
 * is read back only for them; all of them go when the customer signs out (auth-token.ts), and
 * with the tab, so a shared phone or café computer never shows one person's address to the next.
 */
const PREFIX = 'chapkhana.draft.';

interface Stored {
  customerId: string;
  value: unknown;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // Storage refused (private mode, a sandbox): drafts are a convenience only.
  }
}

export function saveCustomerDraft(name: string, customerId: string, value: unknown): void {
  try {
    storage()?.setItem(PREFIX + name, JSON.stringify({ customerId, value } satisfies Stored));
  } catch {
    // Quota or refusal: the form still works, it is only not kept over a reload.
  }
}

/** The draft `name` of `customerId`, when there is one and `accept` takes it; else null. */
export function readCustomerDraft<T>(
  name: string,
  customerId: string,
  accept: (value: unknown) => value is T,
): T | null {
  try {
    const stored = JSON.parse(storage()?.getItem(PREFIX + name) ?? 'null') as Partial<Stored>;
    if (stored && stored.customerId === customerId && accept(stored.value)) return stored.value;
  } catch {
    // Unreadable: as if nothing was kept.
  }
  return null;
}

export function clearCustomerDraft(name: string): void {
  storage()?.removeItem(PREFIX + name);
}

/** Every draft in this tab (the customer signed out). */
export function clearCustomerDrafts(): void {
  const kept = storage();
  if (!kept) return;
  const names = Array.from({ length: kept.length }, (_, index) => kept.key(index));
  for (const key of names) if (key?.startsWith(PREFIX)) kept.removeItem(key);
}
