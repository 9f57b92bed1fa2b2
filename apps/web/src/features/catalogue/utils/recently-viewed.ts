import { isOlderThanHours } from '@chapkhana/shared/dates';
import { toCardProduct, type CardProduct } from './card-product';

// The stored list's writing side. It runs as soon as a product is shown, so it carries no zod
// (the contract's schemas would weigh ~40 KB gzip on the product page): it treats stored entries
// as opaque apart from their product's id and time. What is shown is checked to have a card's
// fields where it is read for display (recently-viewed-products.ts, after the page has settled).

/** Local-storage key of the recently viewed products (docs/storefront.md §3). */
export const RECENTLY_VIEWED_KEY = 'recentlyViewed';
/** Fired on window when this tab changes the list ("storage" covers other tabs). */
export const RECENTLY_VIEWED_EVENT = 'chapkhana:recently-viewed';
/** How many products the list keeps, newest first. */
export const RECENTLY_VIEWED_LIMIT = 12;
/** Entries older than this are purged (docs/storefront.md §9: 24 hours, checked every hour). */
export const RECENTLY_VIEWED_MAX_AGE_HOURS = 24;
export const RECENTLY_VIEWED_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** A stored entry as the writer sees it: a product with an id (the rest unchecked) and a time. */
export interface StoredRecentlyViewed {
  product: { _id: string } & Record<string, unknown>;
  /** When it was last viewed, epoch milliseconds. */
  viewedAt: number;
}

function isStoredEntry(item: unknown): item is StoredRecentlyViewed {
  if (typeof item !== 'object' || item === null) return false;
  const { product, viewedAt } = item as Record<string, unknown>;
  return (
    typeof viewedAt === 'number' &&
    Number.isFinite(viewedAt) &&
    typeof product === 'object' &&
    product !== null &&
    typeof (product as Record<string, unknown>)._id === 'string'
  );
}

/**
 * The stored entries from their raw JSON, each with a product id and a time; anything else
 * (not JSON, not a list, an entry without an id or time) is dropped, never an error.
 */
export function storedRecentlyViewed(raw: string | null): StoredRecentlyViewed[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  return Array.isArray(data) ? data.filter(isStoredEntry) : [];
}

function readRaw(storage: Storage): string | null {
  try {
    return storage.getItem(RECENTLY_VIEWED_KEY);
  } catch {
    return null; // storage blocked: behave as empty
  }
}

function write(storage: Storage, entries: StoredRecentlyViewed[]): void {
  try {
    storage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(entries));
  } catch {
    return; // full or blocked: the list is a convenience, never an error
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(RECENTLY_VIEWED_EVENT));
}

/** The stored entries at `now`, newest first, without those older than 24 hours. */
function freshEntries(storage: Storage, now: number): StoredRecentlyViewed[] {
  return storedRecentlyViewed(readRaw(storage)).filter(
    (entry) => !isOlderThanHours(entry.viewedAt, RECENTLY_VIEWED_MAX_AGE_HOURS, now),
  );
}

/** Records a view: the product moves to the front (once), the list is capped and purged. */
export function addRecentlyViewed(storage: Storage, product: CardProduct, now: number): void {
  const seen = new Set([product._id]);
  const others = freshEntries(storage, now).filter((entry) => {
    if (seen.has(entry.product._id)) return false;
    seen.add(entry.product._id);
    return true;
  });
  const entries = [{ product: toCardProduct(product), viewedAt: now }, ...others];
  write(storage, entries.slice(0, RECENTLY_VIEWED_LIMIT));
}

/** Removes entries older than 24 hours (and unreadable ones); writes only when something went. */
export function purgeRecentlyViewed(storage: Storage, now: number): void {
  const raw = readRaw(storage);
  if (raw === null) return;
  const kept = freshEntries(storage, now);
  if (JSON.stringify(kept) !== raw) write(storage, kept);
}

/** Subscribes to changes of the list in this tab and in other tabs. */
export function subscribeToRecentlyViewed(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === RECENTLY_VIEWED_KEY) onChange();
  };
  window.addEventListener(RECENTLY_VIEWED_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(RECENTLY_VIEWED_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The raw stored value, a stable snapshot for useSyncExternalStore. */
export function readRecentlyViewedRaw(): string | null {
  return readRaw(window.localStorage);
}
