import type { Order } from '@chapkhana/shared/orders';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, fetchedUrls, mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { signInAs } from '@/testing/render-app';
import { renderRoute } from '@/testing/render-route';
import { sampleOrder, sampleWishlistItem } from '@/testing/sample-cart';

/** An order of `price` with no discount and no delivery fee. */
const figuresOf = (price: string) => ({
  price,
  subtotal: price,
  discount: '0.00',
  shipping_fee: '0.00',
});

const orders = [
  // A total is the shown subtotal − discount + shipping (docs/design.md §6), so each order's
  // figures are set to add up to it; order 2 keeps the sample's 56,000 − 2,750 + 10,000.
  sampleOrder(3, {
    ...figuresOf('45000.00'),
    delivery_status: 'on way',
    payment_status: 'paid',
  }),
  sampleOrder(2),
  sampleOrder(1, { ...figuresOf('9000.00'), delivery_status: 'delivered', payment_status: 'paid' }),
];

function answerApi(list: Order[] = orders) {
  let current = [...list];
  const fetchMock = mockApi(async (url, request) => {
    const path = decodeURIComponent(url.pathname);
    if (path === '/api/get-customer/c1') return { status: 500, body: {} };
    if (path === '/api/home/coustomer/get-dashboard-data/c1') {
      return {
        body: {
          totalOrder: 3,
          pendingOrder: 1,
          deliveredOrder: 1,
          cancelledOrder: 0,
          recentOrders: current,
        },
      };
    }
    const listMatch = /^\/api\/home\/coustomer\/get-orders\/c1\/(.+)$/.exec(path);
    if (listMatch) {
      const status = listMatch[1];
      return {
        body: {
          orders: current.filter((order) => status === 'all' || order.delivery_status === status),
        },
      };
    }
    const documentsMatch = /^\/api\/home\/coustomer\/orders\/(.+)\/documents$/.exec(path);
    if (documentsMatch) {
      const base = `/api/home/coustomer/orders/${documentsMatch[1]}`;
      return {
        body: {
          invoice: { number: 'INV-000007', href: `${base}/invoice` },
          receipts: [
            {
              id: '0b7f7c1e-55a4-4f0e-9d1c-6f1f7b0c1a01',
              number: 'R-000012',
              method: 'qi',
              amountIqd: 45000,
              paidAt: '2026-11-20T09:30:00.000Z',
              href: `${base}/receipts/0b7f7c1e-55a4-4f0e-9d1c-6f1f7b0c1a01`,
            },
          ],
        },
      };
    }
    const detailMatch = /^\/api\/home\/coustomer\/get-order-details\/(.+)$/.exec(path);
    if (detailMatch) {
      const order = current.find((candidate) => candidate._id === detailMatch[1]);
      return order ? { body: { order } } : { status: 404, body: apiError('order_not_found') };
    }
    if (path === '/api/home/coustomer/delete-orders' && request.method === 'DELETE') {
      const { orderId } = (await request.json()) as { orderId: string };
      current = current.map((order) =>
        order._id === orderId ? { ...order, delivery_status: 'cancelled' } : order,
      );
      return { body: { message: 'Order Cancelled' } };
    }
    return undefined;
  });
  return fetchMock;
}

const rowNumbers = () =>
  screen
    .getAllByTestId('order-row')
    .map((row) => within(row).getByTestId('order-number').textContent);

describe('dashboard orders', () => {
  beforeEach(() => {
    signInAs('Aram');
  });

  it('shows the counters and the recent orders with links to their details', async () => {
    answerApi();
    renderRoute('/dashboard');
    await waitFor(() =>
      expect(screen.getByTestId('dashboard-counter-total').textContent).toBe('3'),
    );
    expect(screen.getByTestId('dashboard-counter-pending').textContent).toBe('1');
    expect(screen.getByTestId('dashboard-counter-delivered').textContent).toBe('1');
    expect(screen.getByTestId('dashboard-counter-cancelled').textContent).toBe('0');
    const rows = screen.getAllByTestId('order-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByTestId('order-details-link').getAttribute('href')).toBe(
      '/dashboard/order/details/order-3',
    );
    expect(within(rows[0]!).getByTestId('order-status').textContent).toBe('On the way');
    expect(within(rows[0]!).getByTestId('order-total').textContent).toBe('45,000 IQD');
  });

  it('says on the list which order has a proof waiting for the customer', async () => {
    const [first, ...rest] = orders;
    const waiting: Order = {
      ...first!,
      products: first!.products.map((line) => ({
        ...line,
        print: {
          orderLineId: 'line-1',
          options: [],
          tierMinQuantity: null,
          jobFee: '0',
          needsArtwork: true,
          state: 'awaiting_approval' as const,
        },
      })),
    };
    answerApi([waiting, ...rest]);
    renderRoute('/dashboard');
    const badge = await screen.findByTestId('order-proof-waiting');
    expect(badge.textContent).toBe('Proof waiting for your approval');
    expect(badge.getAttribute('href')).toBe(`/dashboard/order/details/${waiting._id}`);
    expect(screen.getAllByTestId('order-proof-waiting')).toHaveLength(1);
  });

  it('filters my orders by status through the API and sorts the columns', async () => {
    const fetchMock = answerApi();
    const { router } = renderRoute('/dashboard/my-orders');
    await waitFor(() => expect(rowNumbers()).toEqual(['#1003', '#1002', '#1001']));

    fireEvent.click(screen.getByTestId('sort-total'));
    await waitFor(() => expect(rowNumbers()).toEqual(['#1002', '#1003', '#1001']));
    fireEvent.click(screen.getByTestId('sort-total'));
    await waitFor(() => expect(rowNumbers()).toEqual(['#1001', '#1003', '#1002']));
    expect(router.location().search).toBe('?sort=total-asc');
    expect(screen.getByTestId('sort-total').closest('th')!.getAttribute('aria-sort')).toBe(
      'ascending',
    );

    fireEvent.change(screen.getByTestId('orders-filter'), { target: { value: 'delivered' } });
    await waitFor(() => expect(rowNumbers()).toEqual(['#1001']));
    expect(fetchedUrls(fetchMock).map((url) => decodeURIComponent(url.pathname))).toContain(
      '/api/home/coustomer/get-orders/c1/delivered',
    );
    expect(router.location().search).toBe('?status=delivered&sort=total-asc');

    fireEvent.change(screen.getByTestId('orders-filter'), { target: { value: 'cancelled' } });
    expect((await screen.findByTestId('orders-empty')).textContent).toContain(
      'No orders with this status.',
    );
  });

  it('shows an order with delivery info, rounded prices, statuses and products; cancels after confirming', async () => {
    const fetchMock = answerApi();
    renderRoute('/dashboard/order/details/order-2');
    const detail = await screen.findByTestId('order-detail');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Order #1002');
    expect(within(detail).getByTestId('order-status').textContent).toBe('Pending');
    expect(within(detail).getByTestId('order-payment-status').textContent).toBe('Not paid');
    expect(within(detail).getByTestId('order-delivery').textContent).toContain('0750 123 4567');
    expect(within(detail).getByTestId('order-detail-total').textContent).toBe('63,250 IQD');
    expect(within(detail).getByTestId('order-summary-lines').textContent).toBe('56,110 IQD');
    expect(within(detail).getByTestId('order-summary-rounding').textContent).toBe('-110 IQD');
    expect(within(detail).getByTestId('order-subtotal').textContent).toBe('56,000 IQD');
    const [line] = within(detail).getAllByTestId('order-line');
    expect(within(line!).getByTestId('order-line-total').textContent).toBe('42,093 IQD');
    expect(within(line!).getByTestId('property-quantity').textContent).toBe('A5 × 2');

    fireEvent.click(screen.getByTestId('cancel-order'));
    const dialog = screen.getByTestId('cancel-order-dialog');
    expect(dialog.textContent).toContain('Cancel this order?');
    fireEvent.click(within(dialog).getByTestId('cancel-order-dialog-cancel'));
    expect(screen.queryByTestId('cancel-order-dialog')).toBeNull();
    expect(fetchMock.mock.calls.some(([request]) => request.url.endsWith('/delete-orders'))).toBe(
      false,
    );

    fireEvent.click(screen.getByTestId('cancel-order'));
    fireEvent.click(screen.getByTestId('cancel-order-dialog-confirm'));
    expect(await screen.findByText('Your order has been cancelled.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('Cancelled'));
    expect(screen.queryByTestId('cancel-order')).toBeNull();
  });

  it("offers the invoice and each payment's receipt as downloads in the reading language", async () => {
    answerApi();
    renderRoute('/dashboard/order/details/order-3');
    const invoice = await screen.findByTestId('order-invoice-download');
    expect(invoice.getAttribute('href')).toBe('/api/home/coustomer/orders/order-3/invoice?lang=en');
    expect(invoice.hasAttribute('download')).toBe(true);
    expect(invoice.textContent).toBe('Download invoice INV-000007');
    const [receipt] = screen.getAllByTestId('order-receipt');
    expect(receipt!.textContent).toContain('Qi Card · 45,000 IQD');
    expect(within(receipt!).getByTestId('order-receipt-download').getAttribute('href')).toBe(
      '/api/home/coustomer/orders/order-3/receipts/0b7f7c1e-55a4-4f0e-9d1c-6f1f7b0c1a01?lang=en',
    );
  });

  it('offers no cancel button for a paid order, and a not-found state for an unknown one', async () => {
    answerApi();
    const { router } = renderRoute('/dashboard/order/details/order-3');
    await screen.findByTestId('order-detail');
    expect(screen.queryByTestId('cancel-order')).toBeNull();
    await router.navigate('/dashboard/order/details/nope');
    expect(await screen.findByTestId('order-not-found')).toBeTruthy();
  });
});

describe('/dashboard/my-wishlist', () => {
  beforeEach(() => {
    signInAs('Aram');
  });

  it('shows a saved print product "from … a piece", with no stock to run out of', async () => {
    const cards = sampleWishlistItem(3, { discount: 0, printPriceFrom: '0.05', stock: 0 });
    mockApi((url) => {
      if (url.pathname === '/api/home/product/get-wishlist-products/c1') {
        return { body: { wishlists: [cards], wishlistCount: 1 } };
      }
      if (url.pathname === '/api/get-currencyIQD') return { body: { currencyIQD: '1310.0000' } };
      return undefined;
    });
    renderRoute('/dashboard/my-wishlist');
    await waitFor(() =>
      expect(screen.getByTestId('wishlist-price').textContent).toBe('from 65.50 IQD a piece'),
    );
    expect(screen.getByTestId('wishlist-card').textContent).not.toContain('Out of stock');
  });

  it('shows the wishlist as cards with prices and removes one', async () => {
    let items = [sampleWishlistItem(1), sampleWishlistItem(2, { discount: 0, price: '5.00' })];
    mockApi((url, request) => {
      if (url.pathname === '/api/home/product/get-wishlist-products/c1') {
        return { body: { wishlists: items, wishlistCount: items.length } };
      }
      if (url.pathname === '/api/get-currencyIQD') return { body: { currencyIQD: '1310.0000' } };
      if (url.pathname === '/api/home/product/remove-wishlist-product/wish-1') {
        expect(request.method).toBe('DELETE');
        items = items.slice(1);
        return { body: { message: 'Removed From Wishlist', wishlistId: 'wish-1' } };
      }
      return undefined;
    });
    renderRoute('/dashboard/my-wishlist');
    await waitFor(() => expect(screen.getAllByTestId('wishlist-card')).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getAllByTestId('wishlist-price').map((price) => price.textContent)).toEqual([
        '14,031.00 IQD',
        '6,550.00 IQD',
      ]),
    );
    fireEvent.click(screen.getAllByTestId('wishlist-remove')[0]!);
    expect(await screen.findByText('Removed from your wishlist.')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('wishlist-card')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('wishlist-badge').textContent).toBe('1'));
  });

  it('shows an empty wishlist with a way to the shop', async () => {
    mockApi((url) =>
      url.pathname === '/api/home/product/get-wishlist-products/c1'
        ? { body: { wishlists: [], wishlistCount: 0 } }
        : undefined,
    );
    renderRoute('/dashboard/my-wishlist');
    expect((await screen.findByTestId('wishlist-empty')).textContent).toContain(
      'Your wishlist is empty',
    );
  });
});
