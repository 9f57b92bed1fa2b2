import { Bell, BellOff } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import type { StaffRole } from '@chapkhana/shared/staff';
import { secondaryButtonClass } from '@/components/ui/field';
import { useGetAdminOrdersQuery } from '@/features/orders/api/get-orders';
import { useGetSellerOrdersQuery } from '@/features/orders/api/get-seller-orders';
import {
  playOrderChime,
  setOrderSoundOn,
  useOrderSoundOn,
} from '@/features/orders/live/order-sound';
import {
  markListSeen,
  markOrderOpened,
  newOrdersOf,
  startSeenOrders,
  useSeenOrders,
  type ListedOrder,
} from '@/features/orders/live/seen-orders';
import { useLiveOrders } from '@/features/orders/live/use-live-orders';

/** The newest orders the badge counts among: more new ones than this read as "50+". */
const NEWEST = { page: 1, perPage: 50 } as const;

/** The role's newest orders (read again by every order event, use-live-orders.ts). */
function useNewestOrders(role: StaffRole) {
  const seller = useGetSellerOrdersQuery(NEWEST, { skip: role !== 'seller' });
  const admin = useGetAdminOrdersQuery(NEWEST, { skip: role !== 'admin' });
  const data = role === 'seller' ? seller.data : admin.data;
  return useMemo(
    () => (data ? { items: data.items as ListedOrder[], total: data.total } : undefined),
    [data],
  );
}

/**
 * The orders placed since this console account last opened its list, and not opened one by one
 * since (seen-orders.ts): their ids, and whether there are more than the newest page holds.
 */
export function useNewOrders(role: StaffRole, accountId: string | undefined) {
  const newest = useNewestOrders(role);
  const seen = useSeenOrders(accountId);
  useEffect(() => {
    if (accountId && newest) startSeenOrders(accountId, newest.items);
  }, [accountId, newest]);
  return useMemo(() => {
    const fresh = newest ? newOrdersOf(newest.items, seen) : [];
    return {
      ids: new Set(fresh.map((order) => order._id)),
      more: !!newest && fresh.length === newest.items.length && newest.total > fresh.length,
    };
  }, [newest, seen]);
}

/** On the orders list: what it shows is seen once it is read (once per visit). */
export function useMarkOrdersSeen(role: StaffRole, accountId: string | undefined) {
  const newest = useNewestOrders(role);
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !accountId || !newest) return;
    done.current = true;
    markListSeen(accountId, newest.items);
  }, [accountId, newest]);
}

/** On an order's page: that order is no longer new (`id` as the role's list names it). */
export function useMarkOrderOpened(accountId: string | undefined, id: string) {
  useEffect(() => {
    if (accountId && id) markOrderOpened(accountId, id);
  }, [accountId, id]);
}

/**
 * The signed-in console's live orders: mounted by the layout, once per sign-in (`token`). Shows nothing; its mark says
 * whether the events are flowing (for the browser tests, which must not place an order before).
 */
export function LiveOrders({ area, token }: { area: StaffRole; token: string | null }) {
  const connected = useLiveOrders(area, token);
  return <span hidden data-testid="live-orders" data-state={connected ? 'on' : 'off'} />;
}

/** The count of new orders, beside "Orders" in the sidebar; nothing while there are none. */
export function NewOrdersBadge({ area, accountId }: { area: StaffRole; accountId: string }) {
  const { t } = useTranslation();
  const { ids, more } = useNewOrders(area, accountId);
  if (ids.size === 0) return null;
  const count = more ? `${ids.size}+` : String(ids.size);
  return (
    <span
      className="ms-auto rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold text-slate-900"
      data-testid="new-orders-badge"
      role="status"
      aria-label={t('orders.live.badge', { count })}
    >
      <bdi>{count}</bdi>
    </span>
  );
}

/** "New" beside an order's number on the list, while it is new. */
export function NewOrderMark() {
  const { t } = useTranslation();
  return (
    <span
      className="ms-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
      data-testid="new-order-mark"
    >
      {t('orders.live.new')}
    </span>
  );
}

/** Turns the new-order chime on or off for this browser; turning it on plays it once. */
export function OrderSoundToggle() {
  const { t } = useTranslation();
  const on = useOrderSoundOn();
  const Icon = on ? Bell : BellOff;
  const label = t(on ? 'orders.live.soundOn' : 'orders.live.soundOff');
  return (
    <button
      type="button"
      className={secondaryButtonClass}
      // On a phone the bell alone says it (the header has little room); the name stays whole.
      aria-label={label}
      title={label}
      onClick={() => {
        setOrderSoundOn(!on);
        if (!on) playOrderChime();
      }}
      data-testid="order-sound-toggle"
    >
      <Icon aria-hidden="true" className="size-4" />
      <span className="hidden sm:inline">{label}</span>
    </button>
  );
}
