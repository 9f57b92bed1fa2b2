import { isOlderThanHours } from '@chapkhana/shared/dates';
import { productSummarySchema } from '@chapkhana/shared/catalogue';
import { toCardProduct, type CardProduct } from './card-product';

/** Local-storage key of the recently viewed products (spec §3). */
export const RECENTLY_VIEWED_KEY = 'recentlyViewed';
/** Fired on window when this tab changes the list ("storage" covers other tabs). */
export const RECENTLY_VIEWED_EVENT = 'chapkhana:recently-viewed';
/** How many products the list keeps, newest first. */
export const RECENTLY_VIEWED_LIMIT = 12;
/** Entries older than this are purged (spec §9: 24 hours, checked every hour). */
export const RECENTLY_VIEWED_MAX_AGE_HOURS = 24;
export const RECENTLY_VIEWED_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** What a stored entry's product must be: a product card's fields (a hand-edited value is skipped). */
const cardProductSchema = productSummarySchema.pick({
  _id: true,
  slug: true,
  enName: true,
  kuName: true,
  arName: true,
  productCode: true,
  price: true,
  discount: true,
  rating: true,
  images: true,
});
export interface RecentlyViewedEntry {
  product: CardProduct;
  /** When it was last viewed, epoch milliseconds. */
  viewedAt: number;
}

/**
 * Reads the stored list from its raw JSON. Whatever does not look like an entry (an older
 * format, a hand-edited value) is skipped, so a bad value never breaks the product page.
 */
export function parseRecentlyViewed(raw: string | null): RecentlyViewedEntry[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const entries: RecentlyViewedEntry[] = [];
  for (const item of data) {
    if (typeof item !== 'object' || item === null) continue;
    const { product, viewedAt } = item as Record<string, unknown>;
    const parsed = cardProductSchema.safeParse(product);
    if (parsed.success && typeof viewedAt === 'number' && Number.isFinite(viewedAt)) {
      entries.push({ product: parsed.data, viewedAt });
    }
  }
  return entries;
}

function readRaw(storage: Storage): string | null {
  try {
    return storage.getItem(RECENTLY_VIEWED_KEY);
  } catch {
    return null; // storage blocked: behave as empty
  }
}

function write(storage: Storage, entries: RecentlyViewedEntry[]): void {
  try {
    storage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(entries));
  } catch {
    return; // full or blocked: the list is a convenience, never an error
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(RECENTLY_VIEWED_EVENT));
}

/** The stored list, newest first, without entries older than 24 hours at `now`. */
export function readRecentlyViewed(storage: Storage, now: number): RecentlyViewedEntry[] {
  return parseRecentlyViewed(readRaw(storage)).filter(
    (entry) => !isOlderThanHours(entry.viewedAt, RECENTLY_VIEWED_MAX_AGE_HOURS, now),
  );
}

/** Records a view: the product moves to the front (once), the list is capped and purged. */
export function addRecentlyViewed(storage: Storage, product: CardProduct, now: number): void {
  const others = readRecentlyViewed(storage, now).filter(
    (entry) => entry.product._id !== product._id,
  );
  const entries = [{ product: toCardProduct(product), viewedAt: now }, ...others];
  write(storage, entries.slice(0, RECENTLY_VIEWED_LIMIT));
}

/** Removes entries older than 24 hours; writes (and notifies) only when something went. */
export function purgeRecentlyViewed(storage: Storage, now: number): void {
  const stored = parseRecentlyViewed(readRaw(storage));
  const kept = readRecentlyViewed(storage, now);
  if (kept.length !== stored.length) write(storage, kept);
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
