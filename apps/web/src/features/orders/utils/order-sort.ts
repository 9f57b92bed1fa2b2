import { DELIVERY_STATUSES, ORDER_FILTERS, type Order } from '@chapkhana/shared/orders';
import { toDecimal } from '@chapkhana/shared/pricing';
import type { OrderFilter } from '@/features/orders/api/get-orders';

export const ORDER_SORT_KEYS = ['date', 'total', 'status'] as const;
export type OrderSortKey = (typeof ORDER_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';
export interface OrderSort {
  key: OrderSortKey;
  direction: SortDirection;
}

/** Newest first, as the API sends them. */
export const DEFAULT_ORDER_SORT: OrderSort = { key: 'date', direction: 'desc' };

/** Reads the list's filter and sort from the URL (`?status=on%20way&sort=total-asc`). */
export function readOrderListParams(params: URLSearchParams): {
  status: OrderFilter;
  sort: OrderSort;
} {
  const rawStatus = params.get('status') ?? 'all';
  const status = (ORDER_FILTERS as readonly string[]).includes(rawStatus)
    ? (rawStatus as OrderFilter)
    : 'all';
  const match = /^(date|total|status)-(asc|desc)$/.exec(params.get('sort') ?? '');
  const sort = match
    ? { key: match[1] as OrderSortKey, direction: match[2] as SortDirection }
    : DEFAULT_ORDER_SORT;
  return { status, sort };
}

/** Writes them back, leaving defaults out so the plain list has a plain URL. */
export function writeOrderListParams(status: OrderFilter, sort: OrderSort): URLSearchParams {
  const params = new URLSearchParams();
  if (status !== 'all') params.set('status', status);
  if (sort.key !== DEFAULT_ORDER_SORT.key || sort.direction !== DEFAULT_ORDER_SORT.direction) {
    params.set('sort', `${sort.key}-${sort.direction}`);
  }
  return params;
}

/** Clicking a column: the same column flips its direction; another starts descending. */
export function nextSort(current: OrderSort, key: OrderSortKey): OrderSort {
  if (current.key === key) {
    return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { key, direction: 'desc' };
}

function compare(a: Order, b: Order, key: OrderSortKey): number {
  if (key === 'total') return toDecimal(a.price).cmp(toDecimal(b.price));
  if (key === 'status') {
    // The order a parcel goes through, not the alphabet of one language.
    return (
      DELIVERY_STATUSES.indexOf(a.delivery_status) - DELIVERY_STATUSES.indexOf(b.delivery_status)
    );
  }
  return Date.parse(a.createdAt) - Date.parse(b.createdAt);
}

/** A sorted copy; ties keep the newest first. */
export function sortOrders(orders: readonly Order[], sort: OrderSort): Order[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...orders].sort(
    (a, b) => sign * compare(a, b, sort.key) || Date.parse(b.createdAt) - Date.parse(a.createdAt),
  );
}
