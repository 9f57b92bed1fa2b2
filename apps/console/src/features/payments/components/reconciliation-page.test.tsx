import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PaymentFlag, ReconciliationDay } from '@chapkhana/shared/reconciliation';
import { apiError, mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { ReconciliationRoute } from '@/app/routes/admin-reconciliation';
import { renderWithProviders } from '@/testing/render';

const DAY = '2026-11-28';

const row = (method: ReconciliationDay['method'], more: Partial<ReconciliationDay> = {}) => ({
  day: DAY,
  method,
  paidCount: 0,
  paidIqd: 0,
  refundedIqd: 0,
  pendingCount: 0,
  pendingIqd: 0,
  openFlags: 0,
  checkedAt: null,
  couldNotAsk: 0,
  ...more,
});

const flag: PaymentFlag = {
  _id: 'f1',
  kind: 'paid_after_cancel',
  method: 'zaincash',
  paymentId: '0f7c2b1e-5d1a-4c1e-9a51-3b6a2f0d9e11',
  orderId: '9a1b2c3d-0000-4000-8000-000000000001',
  orderNumber: 1042,
  day: DAY,
  ours: 'order cancelled',
  theirs: 'paid',
  createdAt: '2026-11-28T10:00:00.000Z',
  resolvedAt: null,
  resolvedBy: null,
  note: null,
};

/** The server as the screen meets it: one day with Qi and ZainCash figures and one open flag. */
function server(options: { flags?: PaymentFlag[]; check?: 'ok' | 'busy' } = {}) {
  let flags = options.flags ?? [flag];
  const sent: { url: string; body: unknown }[] = [];
  mockApi(async (url, request) => {
    if (!url.pathname.startsWith('/api/admin/reconciliation')) return undefined;
    if (url.pathname === '/api/admin/reconciliation/flags') return { body: { flags } };
    if (url.pathname.endsWith('/resolve')) {
      const body = (await request.json()) as { note: string };
      sent.push({ url: url.pathname, body });
      flags = [];
      return { body: { ...flag, resolvedAt: '2026-11-29T08:00:00.000Z', note: body.note } };
    }
    if (url.pathname.endsWith('/check')) {
      sent.push({ url: url.pathname, body: null });
      if (options.check === 'busy')
        return { status: 409, body: apiError('reconciliation_running') };
      return {
        body: {
          day: DAY,
          checks: [{ method: 'qi', asked: 3, couldNotAsk: 1, flagged: 0 }],
          rows: [],
        },
      };
    }
    const days = [
      row('qi', {
        paidCount: 2,
        paidIqd: 45000,
        refundedIqd: 5000,
        pendingCount: 1,
        pendingIqd: 12000,
      }),
      row('zaincash', { paidCount: 1, paidIqd: 30000, openFlags: flags.length, couldNotAsk: 1 }),
    ];
    return {
      body: { from: url.searchParams.get('from'), to: url.searchParams.get('to'), rows: days },
    };
  });
  return sent;
}

describe("the admin's reconciliation", () => {
  it('shows a day per provider with its figures, and resolves a flag with a note', async () => {
    const sent = server();
    renderWithProviders(<ReconciliationRoute />);
    const qi = await screen.findByTestId(`reconciliation-${DAY}-qi`);
    expect(qi.textContent).toContain('Qi Card');
    expect(qi.textContent).toContain('45,000 IQD');
    expect(qi.textContent).toContain('5,000 IQD');
    expect(qi.textContent).toContain('12,000 IQD');
    const zain = screen.getByTestId(`reconciliation-${DAY}-zaincash`);
    expect(zain.textContent).toContain('1 could not be asked');
    expect(qi.textContent).toContain('(2)');

    const listed = await screen.findByTestId('flag-f1');
    expect(listed.textContent).toContain('Paid after the order was cancelled');
    const link = within(listed).getByTestId('flag-order-f1');
    expect(link.getAttribute('href')).toContain(`/admin/orders/${flag.orderId}`);
    expect(link.textContent).toBe('#1042');

    fireEvent.click(within(listed).getByRole('button', { name: 'Resolve' }));
    const dialog = await screen.findByTestId('resolve-flag-dialog');
    fireEvent.click(within(dialog).getByTestId('resolve-flag-send'));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox'), {
      target: { value: 'Refunded from the order page' },
    });
    fireEvent.click(within(dialog).getByTestId('resolve-flag-send'));
    await waitFor(() => expect(screen.queryByTestId('resolve-flag-dialog')).toBeNull());
    expect(sent).toEqual([
      {
        url: '/api/admin/reconciliation/flags/f1/resolve',
        body: { note: 'Refunded from the order page' },
      },
    ]);
    expect(await screen.findByTestId('no-open-flags')).toBeTruthy();
  });

  it('checks a day again, and says why when it cannot (in Arabic)', async () => {
    const sent = server({ flags: [], check: 'busy' });
    renderWithProviders(<ReconciliationRoute />, { language: 'ar' });
    const button = await screen.findByTestId(`check-day-${DAY}`);
    expect(button.textContent).toBe('تحقّق الآن');
    fireEvent.click(button);
    const section = screen.getByTestId(`reconciliation-day-${DAY}`);
    expect(await within(section).findByRole('alert')).toBeTruthy();
    expect(within(section).getByRole('alert').textContent).toContain('يجري التحقق');
    expect(sent.map((s) => s.url)).toEqual([`/api/admin/reconciliation/days/${DAY}/check`]);
    expect(screen.getByTestId('no-open-flags').textContent).toContain('لا شيء للمراجعة');
  });

  it('says when no payment was made online in the range', async () => {
    mockApi((url) => {
      if (url.pathname === '/api/admin/reconciliation/flags') return { body: { flags: [] } };
      if (url.pathname === '/api/admin/reconciliation') {
        return { body: { from: DAY, to: DAY, rows: [row('qi')] } };
      }
      return undefined;
    });
    renderWithProviders(<ReconciliationRoute />, { language: 'kr' });
    expect((await screen.findByTestId('no-payments')).textContent).toContain(
      'هیچ پارەدانێکی ئۆنلاین',
    );
  });
});
