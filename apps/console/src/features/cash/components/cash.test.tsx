import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type {
  CashCourier,
  CashFigures,
  CashParcel,
  CourierInvoice,
  HandoverList,
} from '@chapkhana/shared/cash';
import { apiError, mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { CashPage } from './cash-page';
import { HandoverSheet } from './handover-sheet';
import { InvoicesSection } from './invoices-section';

const figures = (overrides: Partial<CashFigures> = {}): CashFigures => ({
  out: 0,
  collected: 0,
  settled: 0,
  owed: 0,
  returned: 0,
  parcels: 0,
  ...overrides,
});

const waseet: CashCourier = {
  sellerId: 'seller-1',
  sellerName: 'Chapkhana Baghdad',
  courier: 'account-1',
  carrier: 'alwaseet',
  accountName: 'chap_bgd',
  simulation: false,
  figures: figures({ out: 25000, collected: 1518250, settled: 1000000, owed: 518250, parcels: 9 }),
};
const own: CashCourier = {
  ...waseet,
  courier: 'own',
  carrier: 'own',
  accountName: '',
  figures: figures({ collected: 30000, owed: 30000, parcels: 2 }),
};

function cashParcel(overrides: Partial<CashParcel> = {}): CashParcel {
  return {
    _id: 'parcel-1',
    orderId: 'order-1',
    orderNumber: 1042,
    sellerOrderId: 'part-1',
    carrier: 'alwaseet',
    courier: 'account-1',
    waybill: '70013013',
    state: 'delivered',
    cashState: 'collected',
    cashAmountIqd: 18250,
    cashCollectedIqd: 18250,
    handedOverAt: '2026-11-20T08:00:00.000Z',
    deliveredAt: '2026-11-21T10:00:00.000Z',
    cashCollectedAt: '2026-11-21T10:00:00.000Z',
    cashSettledAt: null,
    courierInvoiceId: null,
    ...overrides,
  };
}

function invoice(overrides: Partial<CourierInvoice> = {}): CourierInvoice {
  return {
    _id: 'invoice-1',
    courierAccountId: 'account-1',
    courierInvoiceId: 'INV-77',
    amountIqd: 20000,
    parcelCount: 2,
    courierStatus: 'paid',
    ourAmountIqd: 18250,
    ourParcelCount: 1,
    differenceIqd: 1750,
    unknownOrders: ['9001'],
    mismatch: true,
    receivedAt: null,
    fetchedAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

const cashAnswer = (couriers: CashCourier[]) => ({
  body: {
    from: '2026-11-01',
    to: '2026-11-28',
    couriers,
    total: figures({ out: 25000, collected: 1548250, settled: 1000000, owed: 548250, parcels: 11 }),
  },
});

describe('the console’s cash page', () => {
  it('shows each courier’s figures in IQD and lists the parcels behind a tapped figure', async () => {
    const fetchMock = mockApi((url) => {
      if (url.pathname === '/api/seller/cash') return cashAnswer([waseet]);
      if (url.pathname === '/api/seller/cash/invoices') return { body: { items: [] } };
      if (url.pathname === '/api/seller/cash/parcels') return { body: { items: [cashParcel()] } };
      return undefined;
    });
    renderWithProviders(<CashPage side="seller" />);
    const row = await screen.findByTestId('cash-courier');
    expect(row.textContent).toContain('Al-Waseet');
    expect(row.textContent).toContain('1,518,250 IQD');
    expect(row.textContent).toContain('518,250 IQD');
    expect(screen.getByTestId('cash-total').textContent).toContain('548,250 IQD');
    fireEvent.click(within(row).getByTestId('figure-collected'));
    const parcel = await screen.findByTestId('cash-parcel');
    expect(parcel.textContent).toContain('18,250 IQD');
    expect(within(parcel).getByText('70013013').getAttribute('dir')).toBe('ltr');
    expect(within(parcel).getByRole('link', { name: 'Order 1042' }).getAttribute('href')).toBe(
      '/seller/orders/part-1',
    );
    const asked = fetchMock.mock.calls
      .map(([request]) => new URL(request.url))
      .find((url) => url.pathname === '/api/seller/cash/parcels');
    expect(asked?.searchParams.get('courier')).toBe('account-1');
    expect(asked?.searchParams.get('state')).toBe('collected');
  });

  it('in Kurdish the page reads right to left with the amounts kept whole', async () => {
    mockApi((url) => {
      if (url.pathname === '/api/seller/cash') return cashAnswer([waseet]);
      if (url.pathname === '/api/seller/cash/invoices') return { body: { items: [] } };
      return undefined;
    });
    renderWithProviders(<CashPage side="seller" />, { language: 'kr' });
    const row = await screen.findByTestId('cash-courier');
    expect(row.textContent).toContain('1,518,250 دینار');
  });

  it('own delivery: ticked collected parcels are settled by our driver with the note', async () => {
    let body: unknown = null;
    let settled = false;
    mockApi(async (url, request) => {
      if (url.pathname === '/api/seller/cash') return cashAnswer([own]);
      if (url.pathname === '/api/seller/cash/invoices') return { body: { items: [] } };
      if (url.pathname === '/api/seller/cash/parcels')
        return {
          body: {
            items: settled
              ? []
              : [
                  cashParcel({ _id: 'p1', courier: 'own', carrier: 'own', waybill: null }),
                  cashParcel({
                    _id: 'p2',
                    courier: 'own',
                    carrier: 'own',
                    waybill: null,
                    orderNumber: 1043,
                  }),
                ],
          },
        };
      if (url.pathname === '/api/seller/cash/own-settled' && request.method === 'POST') {
        body = await request.json();
        settled = true;
        return { body: { settled: 1 } };
      }
      return undefined;
    });
    renderWithProviders(<CashPage side="seller" />);
    fireEvent.click(await screen.findByTestId('figure-collected'));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Pick order 1043' }));
    fireEvent.change(screen.getByLabelText('Note (who handed the cash in, how)'), {
      target: { value: 'Karwan brought it' },
    });
    const settle = screen.getByRole('button', { name: 'Settled by our driver (1)' });
    fireEvent.click(settle);
    fireEvent.click(settle);
    await waitFor(() => expect(screen.getByText('No parcels here.')).toBeTruthy());
    expect(body).toEqual({ parcelIds: ['p2'], note: 'Karwan brought it' });
  });
});

describe('the courier invoices', () => {
  it('a differing invoice asks to accept the difference before it is marked received', async () => {
    const posts: unknown[] = [];
    let received = false;
    mockApi(async (url, request) => {
      if (url.pathname === '/api/seller/cash/invoices')
        return {
          body: {
            items: [invoice(received ? { receivedAt: '2026-11-28T10:00:00.000Z' } : {})],
          },
        };
      if (url.pathname === '/api/seller/cash/invoices/invoice-1/received') {
        posts.push(await request.json());
        received = true;
        return { body: { invoice: invoice({ receivedAt: '2026-11-28T10:00:00.000Z' }) } };
      }
      return undefined;
    });
    renderWithProviders(<InvoicesSection side="seller" couriers={[waseet]} />);
    const row = await screen.findByTestId('courier-invoice');
    expect(within(row).getByTestId('invoice-mismatch').textContent).toContain('1,750 IQD');
    fireEvent.click(within(row).getByRole('button', { name: 'Received' }));
    const dialog = await screen.findByTestId('difference-dialog');
    expect(dialog.textContent).toContain('20,000 IQD');
    expect(dialog.textContent).toContain('9001');
    expect(posts).toEqual([]);
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Accept the difference and mark received' }),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Received' })).toBeNull());
    expect(posts).toEqual([{ acceptDifference: true }]);
  });

  it('a refused receipt shows the server’s reason as a sentence in the reader’s language', async () => {
    mockApi((url) => {
      if (url.pathname === '/api/seller/cash/invoices') return { body: { items: [invoice()] } };
      if (url.pathname === '/api/seller/cash/invoices/invoice-1/received')
        return { status: 404, body: apiError('cash_invoice_not_found') };
      return undefined;
    });
    renderWithProviders(<InvoicesSection side="seller" couriers={[waseet]} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Received' }));
    const dialog = await screen.findByTestId('difference-dialog');
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Accept the difference and mark received' }),
    );
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('This courier invoice does not exist.');
  });
});

describe('the daily hand-over list', () => {
  const list: HandoverList = {
    day: '2026-11-28',
    sellerName: 'Chapkhana Baghdad',
    carrier: 'alwaseet',
    accountName: 'chap_bgd',
    rows: [
      {
        waybill: '70013013',
        orderNumber: 1042,
        customerName: 'Shno Ahmed',
        governorate: 'ERB',
        area: 'Ankawa',
        phones: ['07504441234'],
        pieces: 2,
        cashAmountIqd: 18250,
      },
    ],
    totalCashIqd: 18250,
    totalPieces: 2,
  };

  it('prints every parcel with the governorate in the reader’s language, the total and both signatures', async () => {
    const fetchMock = mockApi((url) =>
      url.pathname === '/api/seller/cash/handover-list' ? { body: list } : undefined,
    );
    window.history.replaceState(null, '', '/');
    renderWithProviders(
      <Routes>
        <Route path="*" element={<HandoverSheet side="seller" />} />
      </Routes>,
      { language: 'ar' },
    );
    const row = await screen.findByTestId('handover-row');
    expect(row.textContent).toContain('أربيل');
    expect(within(row).getByText('70013013').getAttribute('dir')).toBe('ltr');
    expect(row.textContent).toContain('0750 444 1234');
    expect(screen.getByTestId('handover-total').textContent).toContain('18,250 د.ع');
    expect(screen.getByText('توقيع السائق')).toBeTruthy();
    expect(screen.getByText('توقيع المطبعة')).toBeTruthy();
    expect(screen.getByTestId('handover-sheet').getAttribute('data-print')).toBe('sheet');
    expect(screen.getByTestId('print-handover').textContent).toBe('طباعة القائمة');
    const asked = new URL(fetchMock.mock.calls[0]![0].url);
    expect(asked.searchParams.get('courier')).toBe('own');
  });
});
