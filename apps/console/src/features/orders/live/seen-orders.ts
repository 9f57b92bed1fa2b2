import { useSyncExternalStore } from 'react';

/**
 * Which orders a console account has seen, kept per browser (docs/decisions.md, "New orders in
 * the console"): every order up to `seenUpTo` (the newest on the list when it was last opened),
 * and the newer ones opened one by one since. An order placed later is new until then. A
 * reload keeps the mark, so the badge counts what arrived while the console was closed; another
 * tab of the same browser hears the change (`storage` event).
 */
export interface SeenOrders {
  /** ISO time: orders placed up to it are seen. */
  seenUpTo: string;
  /** Orders after `seenUpTo` opened one by one (their ids, the newest last). */
  opened: string[];
}

/** A listed order, as both the seller's and the admin's lists give it. */
export interface ListedOrder {
  _id: string;
  createdAt: string;
}

/** Opened ids kept at most: more than any list page shows. */
const MAX_OPENED = 200;
const KEY_PREFIX = 'consoleOrdersSeen:';
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; value: SeenOrders | null }>();

const keyOf = (accountId: string) => `${KEY_PREFIX}${accountId}`;
const time = (iso: string) => Date.parse(iso);

function parse(raw: string | null): SeenOrders | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SeenOrders>;
    if (typeof value.seenUpTo !== 'string' || Number.isNaN(time(value.seenUpTo))) return null;
    const opened = Array.isArray(value.opened)
      ? value.opened.filter((id): id is string => typeof id === 'string')
      : [];
    return { seenUpTo: value.seenUpTo, opened };
  } catch {
    // Written by hand or by an older console: start again as if never seen.
    return null;
  }
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage refused (a private window's settings): nothing is kept, the badge still works.
    return null;
  }
}

/** The account's mark as stored (null before its console ever listed its orders). */
export function readSeenOrders(accountId: string): SeenOrders | null {
  const raw = storage()?.getItem(keyOf(accountId)) ?? null;
  const kept = cache.get(accountId);
  // The same object while nothing changed: useSyncExternalStore compares snapshots by identity.
  if (kept && kept.raw === raw) return kept.value;
  const value = parse(raw);
  cache.set(accountId, { raw, value });
  return value;
}

function write(accountId: string, value: SeenOrders) {
  try {
    storage()?.setItem(keyOf(accountId), JSON.stringify(value));
  } catch {
    // A full or refused storage: the mark lasts until the page closes.
    cache.set(accountId, { raw: null, value });
  }
  for (const listener of listeners) listener();
}

/** The newest placing time on a list, or undefined for an empty list. */
function newestOf(orders: readonly ListedOrder[]): string | undefined {
  let newest: string | undefined;
  for (const order of orders) {
    if (!Number.isNaN(time(order.createdAt)) && (!newest || time(order.createdAt) > time(newest)))
      newest = order.createdAt;
  }
  return newest;
}

/**
 * The orders list was opened: everything on it (the newest first page) is seen. The mark never
 * moves back, so a list read before an order arrived cannot make that order new again.
 */
export function markListSeen(accountId: string, orders: readonly ListedOrder[]) {
  const current = readSeenOrders(accountId);
  const newest = newestOf(orders) ?? new Date(0).toISOString();
  if (current && time(current.seenUpTo) >= time(newest)) return;
  // Opened orders now under the mark need not be listed one by one any more.
  const passed = new Set(orders.map((order) => order._id));
  write(accountId, {
    seenUpTo: newest,
    opened: (current?.opened ?? []).filter((id) => !passed.has(id)),
  });
}

/**
 * The first time an account's console lists its orders, what is already there counts as seen:
 * a print house is not greeted by a badge of every order it ever had.
 */
export function startSeenOrders(accountId: string, orders: readonly ListedOrder[]) {
  if (readSeenOrders(accountId) === null) markListSeen(accountId, orders);
}

/** One order was opened: it is no longer new. */
export function markOrderOpened(accountId: string, orderId: string) {
  const current = readSeenOrders(accountId);
  if (!current || current.opened.includes(orderId)) return;
  write(accountId, {
    seenUpTo: current.seenUpTo,
    opened: [...current.opened, orderId].slice(-MAX_OPENED),
  });
}

/** The listed orders placed after the mark and not opened since, newest first as listed. */
export function newOrdersOf(
  orders: readonly ListedOrder[],
  seen: SeenOrders | null,
): ListedOrder[] {
  if (!seen) return [];
  const upTo = time(seen.seenUpTo);
  return orders.filter((order) => time(order.createdAt) > upTo && !seen.opened.includes(order._id));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of this browser opened the list or an order.
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(KEY_PREFIX)) listener();
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

/** The account's mark, re-rendering when this or another tab moves it. */
export function useSeenOrders(accountId: string | undefined): SeenOrders | null {
  return useSyncExternalStore(subscribe, () => (accountId ? readSeenOrders(accountId) : null));
}
