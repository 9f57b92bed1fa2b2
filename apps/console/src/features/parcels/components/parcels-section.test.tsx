import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConsoleParcel } from '@chapkhana/shared/parcels';
import { mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { ParcelsSection } from '@/features/parcels/components/parcels-section';
import { renderWithProviders } from '@/testing/render';
import { sampleConsoleParcel } from '@/testing/sample-parcel';

function parcel(overrides: Partial<ConsoleParcel> = {}): ConsoleParcel {
  return sampleConsoleParcel({
    carrier: 'modon',
    waybill: '70013013',
    state: 'in_transit',
    cashToCollect: '18,250',
    events: [
      {
        state: 'picked_up',
        source: 'courier_poll',
        courierStatusId: '2',
        courierStatusText: 'تم الاستلام من قبل المندوب',
        note: null,
        occurredAt: '2026-11-28T09:00:00.000Z',
      },
      {
        state: 'in_transit',
        source: 'courier_webhook',
        courierStatusId: '99',
        courierStatusText: 'حالة جديدة',
        note: 'unknown_status 99 حالة جديدة',
        occurredAt: '2026-11-28T10:30:00.000Z',
      },
    ],
    reference: 'CHK-1',
    labelUrl: null,
    description: 'Cards',
    courierStatusId: '99',
    courierStatusText: 'حالة جديدة',
    needsAttention: true,
    attentionReason: 'unknown_status 99 حالة جديدة',
    ...overrides,
  });
}

describe("the parcels on the console's order page", () => {
  it('shows the history newest first with the courier’s id and text, and the flag with its reason', async () => {
    mockApi((url) =>
      url.pathname === '/api/seller/orders/part-1/parcels'
        ? { body: { parcels: [parcel()] } }
        : undefined,
    );
    renderWithProviders(<ParcelsSection of={{ side: 'seller', id: 'part-1' }} orderId="order-1" />);
    const card = await screen.findByTestId('parcel');
    expect(within(card).getByText('Simulation')).toBeTruthy();
    expect(within(card).getByTestId('parcel-waybill').getAttribute('dir')).toBe('ltr');
    const events = within(card).getAllByTestId('parcel-event');
    expect(events[0]!.textContent).toBe('In transit28-11-2026 13:30:0099 · حالة جديدة');
    expect(events[1]!.textContent).toContain('تم الاستلام من قبل المندوب');
    expect(within(card).getByTestId('parcel-attention').textContent).toContain(
      'Unknown courier status 99 حالة جديدة',
    );
  });

  it('“Mark looked at” posts the look and reads the parcels again without the flag', async () => {
    let flagged = true;
    const fetchMock = mockApi((url, request) => {
      if (url.pathname === '/api/admin/parcels/parcel-1/looked-at' && request.method === 'POST') {
        flagged = false;
        return { status: 204, body: null };
      }
      if (url.pathname === '/api/admin/orders/order-1/parcels') {
        return { body: { parcels: [parcel({ needsAttention: flagged })] } };
      }
      return undefined;
    });
    renderWithProviders(<ParcelsSection of={{ side: 'admin', id: 'order-1' }} orderId="order-1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark looked at' }));
    await waitFor(() => expect(screen.queryByTestId('parcel-attention')).toBeNull());
    expect(
      fetchMock.mock.calls.some(([request]) => request.url.endsWith('/parcels/parcel-1/looked-at')),
    ).toBe(true);
  });
});
