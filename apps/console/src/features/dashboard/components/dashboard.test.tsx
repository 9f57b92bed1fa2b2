import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DashboardDay, DashboardResponse } from '@chapkhana/shared/dashboard';
import { apiError, mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { DashboardPage } from './dashboard-page';

const day = (date: string, sales: string, paid = '0.00', orders = 1): DashboardDay => ({
  day: date,
  orders,
  sales,
  paid,
  cancelled: 0,
});

const names = (en: string) => ({ enName: en, kuName: `${en} ku`, arName: `${en} ar` });

function dashboard(overrides: Partial<DashboardResponse> = {}): DashboardResponse {
  return {
    from: '2026-03-08',
    to: '2026-03-10',
    today: '2026-03-10',
    days: [
      day('2026-03-08', '150250.00', '50250.00', 2),
      day('2026-03-09', '0.00', '0.00', 0),
      day('2026-03-10', '30000.00', '30000.00'),
    ],
    totals: { orders: 3, sales: '180250.00', paid: '80250.00', cancelled: 1 },
    jobs: {
      dueToday: 1,
      late: 1,
      lines: [
        {
          orderLineId: 'line-1',
          orderId: 'order-1',
          sellerOrderId: 'part-1',
          orderNumber: 1042,
          sellerName: 'Erbil Print',
          product: names('Flyers'),
          quantity: 500,
          dueDate: '2026-03-05',
          late: true,
        },
      ],
    },
    proofs: { awaitingApproval: 2, awaitingProof: 1, awaitingArtwork: 0 },
    cash: {
      couriers: [
        {
          sellerId: 'seller-1',
          sellerName: 'Erbil Print',
          courier: 'account-1',
          carrier: 'alwaseet',
          accountName: 'erbil-print',
          parts: 2,
          amount: '60000.00',
        },
      ],
      total: '60000.00',
    },
    best: {
      productsByQuantity: [
        { productId: 'p1', names: names('Cards'), quantity: 1500, amount: '175000.00' },
      ],
      productsByAmount: [
        { productId: 'p1', names: names('Cards'), quantity: 1500, amount: '175000.00' },
      ],
      optionsByQuantity: [],
      optionsByAmount: [],
    },
    ...overrides,
  };
}

describe('DashboardPage', () => {
  it('shows the totals, a bar per day, best sellers, and what stands now, in dinars', async () => {
    const fetchMock = mockApi((url) =>
      url.pathname === '/api/seller/dashboard' ? { body: dashboard() } : undefined,
    );
    renderWithProviders(
      <DashboardPage side="seller" orderPath={(job) => `/seller/orders/${job.sellerOrderId}`} />,
    );
    expect((await screen.findByTestId('total-sales')).textContent).toContain('180,250 IQD');
    expect(screen.getByTestId('total-orders').textContent).toContain('3');
    expect(screen.getAllByTestId('sales-bar')).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'Sales per day' })).toBeTruthy();
    // The table screen readers get has every day.
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByTestId('best-products-quantity').textContent).toContain('Cards');
    expect(screen.getByTestId('jobs-late').textContent).toContain('1');
    expect(screen.getByRole('link', { name: 'Order #1042' }).getAttribute('href')).toBe(
      '/seller/orders/part-1',
    );
    expect(screen.getByTestId('cash-total').textContent).toContain('60,000 IQD');
    const asked = new URL((fetchMock.mock.calls[0]![0] as Request).url);
    expect(asked.searchParams.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(screen.getByTestId('dashboard-csv').getAttribute('href')).toMatch(
      /^\/api\/seller\/dashboard\/csv\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}&lng=en$/,
    );
  });

  it('asks again for a preset, and with the refresh button', async () => {
    const fetchMock = mockApi(() => ({ body: dashboard() }));
    renderWithProviders(<DashboardPage side="admin" sellerId="seller-1" orderPath={() => '/'} />);
    await screen.findByTestId('total-sales');
    fireEvent.click(screen.getByTestId('range-today'));
    await waitFor(() => {
      const last = new URL((fetchMock.mock.calls.at(-1)![0] as Request).url);
      expect(last.searchParams.get('from')).toBe(last.searchParams.get('to'));
      expect(last.searchParams.get('sellerId')).toBe('seller-1');
    });
    const before = fetchMock.mock.calls.length;
    fireEvent.click(screen.getByTestId('dashboard-refresh'));
    await waitFor(() => expect(fetchMock.mock.calls.length).toBe(before + 1));
  });

  it('says so when no order was placed in the days, and draws no chart', async () => {
    mockApi(() => ({
      body: dashboard({
        days: [day('2026-03-10', '0.00', '0.00', 0)],
        totals: { orders: 0, sales: '0.00', paid: '0.00', cancelled: 0 },
      }),
    }));
    renderWithProviders(<DashboardPage side="seller" orderPath={() => '/'} />);
    expect(await screen.findByTestId('dashboard-empty')).toBeTruthy();
    expect(screen.queryByTestId('sales-chart')).toBeNull();
  });

  it('shows a member without the money only the jobs and proofs: no days, totals, cash or CSV', async () => {
    mockApi(() => ({ body: dashboard({ days: null, totals: null, cash: null, best: null }) }));
    renderWithProviders(<DashboardPage side="seller" orderPath={() => '/'} />);
    expect((await screen.findByTestId('jobs-late')).textContent).toContain('1');
    expect(screen.getByTestId('dashboard-proofs')).toBeTruthy();
    expect(screen.queryByTestId('total-sales')).toBeNull();
    expect(screen.queryByTestId('dashboard-cash')).toBeNull();
    expect(screen.queryByTestId('dashboard-csv')).toBeNull();
    expect(screen.queryByTestId('range-today')).toBeNull();
  });

  it('refuses a backwards range on the screen, and shows the API’s reason for a failure', async () => {
    mockApi(() => ({ status: 400, body: apiError('dashboard_range_invalid', { days: 366 }) }));
    renderWithProviders(<DashboardPage side="seller" orderPath={() => '/'} />);
    expect(await screen.findByRole('alert')).toBeTruthy();
  });

  // Kurdish too: i18next's dir() takes 'kr' for a left-to-right language (it knows Sorani as 'ckb').
  it.each(['ar', 'kr'] as const)('runs the days right to left in %s', async (language) => {
    mockApi(() => ({ body: dashboard() }));
    renderWithProviders(<DashboardPage side="seller" orderPath={() => '/'} />, { language });
    const bars = await screen.findAllByTestId('sales-bar');
    const xOf = (index: number) => Number(bars[index]!.querySelector('rect')!.getAttribute('x'));
    expect(xOf(0)).toBeGreaterThan(xOf(2));
  });
});
