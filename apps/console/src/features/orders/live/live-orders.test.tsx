import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SellerOrder } from '@chapkhana/shared/orders';
import { fetchedUrls, mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { api } from '@/lib/api-client';
import { makeStore } from '@/lib/store';
import { renderWithProviders } from '@/testing/render';
import { sampleSellerOrder } from '@/testing/sample-parcel';
import { NewOrdersBadge, OrderSoundToggle } from '@/features/orders/live/new-orders';
import { playOrderChime, readOrderSoundOn } from '@/features/orders/live/order-sound';
import {
  markListSeen,
  markOrderOpened,
  newOrdersOf,
  readSeenOrders,
  startSeenOrders,
} from '@/features/orders/live/seen-orders';
import { liveOrderHandlers } from '@/features/orders/live/use-live-orders';

const ACCOUNT = 'staff-1';

/** The seller's part `n`, placed `n` minutes after 08:00. */
const part = (n: number): SellerOrder =>
  sampleSellerOrder({
    _id: `part-${n}`,
    orderId: `order-${n}`,
    orderNumber: 100 + n,
    createdAt: new Date(Date.UTC(2026, 10, 20, 8, n)).toISOString(),
  });

/** The seller's list as the server answers it, newest first, from `orders` as it stands. */
function serveSellerOrders(orders: { current: SellerOrder[] }) {
  return mockApi((url) =>
    url.pathname === '/api/seller/orders'
      ? {
          body: {
            items: orders.current,
            total: orders.current.length,
            page: 1,
            perPage: Number(url.searchParams.get('perPage')),
          },
        }
      : undefined,
  );
}

describe('which orders are new', () => {
  it('starts with what is listed as seen, never moves the mark back, and forgets opened orders the mark passes', () => {
    expect(readSeenOrders(ACCOUNT)).toBeNull();
    startSeenOrders(ACCOUNT, [part(2), part(1)]);
    expect(readSeenOrders(ACCOUNT)).toEqual({ seenUpTo: part(2).createdAt, opened: [] });
    // Started once: a later list does not count as seen by itself.
    startSeenOrders(ACCOUNT, [part(3), part(2)]);
    const seen = readSeenOrders(ACCOUNT);
    expect(newOrdersOf([part(4), part(3), part(2)], seen).map((o) => o._id)).toEqual([
      'part-4',
      'part-3',
    ]);
    markOrderOpened(ACCOUNT, 'part-3');
    expect(newOrdersOf([part(4), part(3)], readSeenOrders(ACCOUNT)).map((o) => o._id)).toEqual([
      'part-4',
    ]);
    // A list read before part 4 arrived cannot make it seen again once the mark passed it.
    markListSeen(ACCOUNT, [part(4), part(3)]);
    markListSeen(ACCOUNT, [part(3)]);
    expect(readSeenOrders(ACCOUNT)).toEqual({ seenUpTo: part(4).createdAt, opened: [] });
  });

  it('starts again when what is stored is not a mark', () => {
    window.localStorage.setItem(`consoleOrdersSeen:${ACCOUNT}`, '{"seenUpTo":"yesterday"');
    expect(readSeenOrders(ACCOUNT)).toBeNull();
    window.localStorage.setItem(`consoleOrdersSeen:${ACCOUNT}`, '{"seenUpTo":"not a time"}');
    expect(readSeenOrders(ACCOUNT)).toBeNull();
    // An empty first list: every order from now on is new.
    startSeenOrders(ACCOUNT, []);
    expect(newOrdersOf([part(1)], readSeenOrders(ACCOUNT))).toHaveLength(1);
  });
});

describe('the live order events', () => {
  it("read the role's list again, chime once per order, and catch up after a reconnect", () => {
    const dispatch = vi.fn();
    const chime = vi.fn();
    const handlers = liveOrderHandlers('seller', dispatch, chime);
    const readAgain = api.util.invalidateTags(['SellerOrders']);
    handlers.connected();
    expect(dispatch).not.toHaveBeenCalled();
    handlers.placed({ orderId: 'order-1', sellerOrderId: 'part-1' });
    handlers.placed({ orderId: 'order-1', sellerOrderId: 'part-1' });
    expect(chime).toHaveBeenCalledTimes(1);
    handlers.changed();
    handlers.connected();
    expect(dispatch.mock.calls).toEqual([[readAgain], [readAgain], [readAgain], [readAgain]]);

    const adminDispatch = vi.fn();
    liveOrderHandlers('admin', adminDispatch, chime).placed({
      orderId: 'order-2',
      sellerOrderId: null,
    });
    expect(adminDispatch).toHaveBeenCalledWith(api.util.invalidateTags(['Orders']));
    expect(chime).toHaveBeenCalledTimes(2);
  });
});

describe('the new-orders badge', () => {
  it('shows an order that arrives once, however often the event and the refetch race, and clears when it is opened or the list is', async () => {
    const orders = { current: [part(1)] };
    const fetch = serveSellerOrders(orders);
    const store = makeStore();
    renderWithProviders(<NewOrdersBadge area="seller" accountId={ACCOUNT} />, { store });
    await waitFor(() => expect(readSeenOrders(ACCOUNT)?.seenUpTo).toBe(part(1).createdAt));
    expect(screen.queryByTestId('new-orders-badge')).toBeNull();

    orders.current = [part(2), part(1)];
    const handlers = liveOrderHandlers('seller', store.dispatch, () => undefined);
    act(() => {
      handlers.placed({ orderId: 'order-2', sellerOrderId: 'part-2' });
      handlers.placed({ orderId: 'order-2', sellerOrderId: 'part-2' });
      handlers.connected();
      handlers.connected();
    });
    expect((await screen.findByTestId('new-orders-badge')).textContent).toBe('1');
    expect(screen.getByRole('status').getAttribute('aria-label')).toBe('New orders: 1');
    await waitFor(() => expect(fetchedUrls(fetch).length).toBeGreaterThan(1));
    expect(screen.getByTestId('new-orders-badge').textContent).toBe('1');

    act(() => markOrderOpened(ACCOUNT, 'part-2'));
    expect(screen.queryByTestId('new-orders-badge')).toBeNull();

    orders.current = [part(4), part(3), part(2), part(1)];
    act(() => handlers.placed({ orderId: 'order-4', sellerOrderId: 'part-4' }));
    expect((await screen.findByTestId('new-orders-badge')).textContent).toBe('2');
    act(() => markListSeen(ACCOUNT, orders.current));
    expect(screen.queryByTestId('new-orders-badge')).toBeNull();
  });

  it('still counts after a reload what arrived while the console was closed, in the reader’s language', async () => {
    markListSeen(ACCOUNT, [part(1)]);
    serveSellerOrders({ current: [part(3), part(2), part(1)] });
    renderWithProviders(<NewOrdersBadge area="seller" accountId={ACCOUNT} />, { language: 'ar' });
    const badge = await screen.findByTestId('new-orders-badge');
    expect(badge.textContent).toBe('2');
    expect(badge.getAttribute('aria-label')).toBe('طلبات جديدة: 2');
  });

  it('says "50+" when every one of the newest 50 is new and there are more', async () => {
    markListSeen(ACCOUNT, [part(0)]);
    const fifty = Array.from({ length: 50 }, (_, n) => part(50 - n));
    mockApi((url) =>
      url.pathname === '/api/seller/orders'
        ? { body: { items: fifty, total: 60, page: 1, perPage: 50 } }
        : undefined,
    );
    renderWithProviders(<NewOrdersBadge area="seller" accountId={ACCOUNT} />, { language: 'kr' });
    const badge = await screen.findByTestId('new-orders-badge');
    expect(badge.textContent).toBe('50+');
    expect(badge.getAttribute('aria-label')).toBe('داواکاریی نوێ: 50+');
  });
});

describe('the new-order chime', () => {
  function fakeAudio(play: () => Promise<void>) {
    const made: string[] = [];
    vi.stubGlobal(
      'Audio',
      class {
        volume = 1;
        constructor(url: string) {
          made.push(url);
        }
        play = play;
      },
    );
    return made;
  }

  it('stays silent before the page is used and when turned off, and swallows a refused play', async () => {
    const refused = vi.fn(() => Promise.reject(new DOMException('blocked', 'NotAllowedError')));
    const made = fakeAudio(refused);
    vi.stubGlobal('navigator', { ...navigator, userActivation: { hasBeenActive: false } });
    expect(playOrderChime()).toBe(false);
    expect(made).toHaveLength(0);

    vi.stubGlobal('navigator', { ...navigator, userActivation: { hasBeenActive: true } });
    expect(playOrderChime()).toBe(true);
    expect(made).toHaveLength(1);
    await waitFor(() => expect(refused).toHaveBeenCalled());

    window.localStorage.setItem('consoleOrderSound', 'off');
    expect(playOrderChime()).toBe(false);
    expect(made).toHaveLength(1);
  });

  it('is on by default; the switch turns it off for this browser and on again with a chime', () => {
    const made = fakeAudio(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, userActivation: { hasBeenActive: true } });
    const { unmount } = renderWithProviders(<OrderSoundToggle />, { language: 'kr' });
    const toggle = screen.getByTestId('order-sound-toggle');
    expect(toggle.textContent).toBe('دەنگی داواکاری: کراوە');
    fireEvent.click(toggle);
    expect(readOrderSoundOn()).toBe(false);
    expect(toggle.textContent).toBe('دەنگی داواکاری: کوژاوە');
    expect(made).toHaveLength(0);
    unmount();
    // Kept: the next page load starts off.
    renderWithProviders(<OrderSoundToggle />);
    expect(screen.getByTestId('order-sound-toggle').textContent).toBe('Order sound: off');
    fireEvent.click(screen.getByTestId('order-sound-toggle'));
    expect(readOrderSoundOn()).toBe(true);
    expect(made).toHaveLength(1);
  });
});
