import { findGovernorate, type GovernorateCode } from '@chapkhana/shared/governorates';

/** Where the reader last said parcels go, kept in the browser (product pages read it). */
const KEY = 'deliveryGovernorate';
const listeners = new Set<() => void>();

export function chosenGovernorate(): GovernorateCode | null {
  try {
    return findGovernorate(localStorage.getItem(KEY) ?? '')?.code ?? null;
  } catch {
    return null;
  }
}

export function rememberGovernorate(code: GovernorateCode): void {
  try {
    localStorage.setItem(KEY, code);
  } catch {
    // A browser that keeps nothing (private mode, full): the choice lasts this page only.
  }
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: a change in this tab or another. */
export function onGovernorateChange(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
