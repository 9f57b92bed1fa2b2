import type { CustomerParcel } from '@chapkhana/shared/parcels';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { realtimeCacheHandlers } from '@/app/realtime/realtime-cache';
import { signInAs } from '@/testing/render-app';
import { renderRoute } from '@/testing/render-route';
import { sampleOrder } from '@/testing/sample-cart';

// A cash order of two parts: Hawler's 45,000 and Shatt Al-Arab's 18,250, each owed at the door.
const base = sampleOrder(1);
const order = {
  ...base,
  payment_method: 'cash_on_delivery' as const,
  price: '63250.00',
  parcels: base.parcels.map((part) => ({ ...part, cash_to_collect: part.amount })),
};
const PAGE = '/dashboard/order/details/order-1';
const PARCELS = '/api/home/coustomer/order-parcels/order-1';

const event = (state: CustomerParcel['state'], occurredAt: string) => ({
  state,
  source: 'courier_poll' as const,
  courierStatusId: null,
  courierStatusText: null,
  note: null,
  occurredAt,
});
const parcel = (overrides: Partial<CustomerParcel> = {}): CustomerParcel => ({
  _id: 'parcel-1',
  sellerOrderId: 'part-2',
  carrier: 'alwaseet',
  waybill: '70013013',
  state: 'picked_up',
  cashToCollect: '18,250',
  handedOverAt: '2026-11-28T08:00:00.000Z',
  deliveredAt: null,
  events: [event('picked_up', '2026-11-28T09:05:00.000Z')],
  ...overrides,
});

function answerApi(
  parcels: () => { status?: number; body: unknown },
  shownOrder: typeof order = order,
) {
  return mockApi((url) => {
    const path = url.pathname;
    if (path === '/api/get-customer/c1') return { status: 500, body: {} };
    if (path === '/api/home/coustomer/get-order-details/order-1') {
      return { body: { order: shownOrder } };
    }
    if (path === PARCELS) return parcels();
    return undefined;
  });
}

describe("the parcels on the customer's order page", () => {
  beforeEach(() => {
    signInAs('Aram');
  });

  it("one block per seller's part with its shop and own amount, adding up to the total; the handed-over one with its courier, waybill left to right, state and history", async () => {
    answerApi(() => ({ body: { parcels: [parcel()] } }));
    renderRoute(PAGE);
    await waitFor(() => expect(screen.getAllByTestId('parcel')).toHaveLength(2));
    const [hawler, shatt] = screen.getAllByTestId('parcel');
    expect(within(hawler!).getByTestId('parcel-shop').textContent).toBe('Hawler Print House');
    expect(within(hawler!).getByTestId('parcel-amount').textContent).toBe('45,000 IQD');
    expect(within(hawler!).getByTestId('parcel-cash').textContent).toBe('45,000 IQD');
    expect(within(hawler!).getByTestId('parcel-not-handed-over')).toBeTruthy();
    expect(within(hawler!).queryByTestId('parcel-state')).toBeNull();
    expect(within(shatt!).getByTestId('parcel-shop').textContent).toBe(
      'Shatt Al-Arab Print Studio',
    );
    expect(within(shatt!).getByTestId('parcel-amount').textContent).toBe('18,250 IQD');
    await waitFor(() => expect(within(shatt!).getByTestId('parcel-state')).toBeTruthy());
    expect(within(shatt!).getByText('Al-Waseet')).toBeTruthy();
    const waybill = within(shatt!).getByTestId('parcel-waybill');
    expect(waybill.textContent).toBe('70013013');
    expect(waybill.querySelector('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(within(shatt!).getByTestId('parcel-state').textContent).toBe('Picked up');
    expect(within(shatt!).getByTestId('parcel-cash').textContent).toBe('18,250 IQD');
    expect(within(shatt!).queryByTestId('parcel-not-handed-over')).toBeNull();
    const [entry] = within(shatt!).getAllByTestId('parcel-event');
    expect(entry!.textContent).toBe('Picked up28-11-2026 12:05:00');
    // The parts' amounts add up to what the customer pays: 45,000 + 18,250 = 63,250.
    expect(order.parcels.reduce((sum, part) => sum + Number(part.amount), 0)).toBe(
      Number(order.price),
    );
    // No duplicate block for the courier's parcel: one per part, whatever the courier answered.
    expect(screen.getAllByTestId('parcel-state')).toHaveLength(1);
  });

  it('before any hand-over every part still shows its shop and amount; a paid part owes nothing at the door', async () => {
    const paid = {
      ...order,
      payment_status: 'paid' as const,
      parcels: order.parcels.map((part) => ({ ...part, cash_to_collect: '0.00' })),
    };
    answerApi(() => ({ body: { parcels: [] } }), paid);
    renderRoute(PAGE);
    await waitFor(() => expect(screen.getAllByTestId('parcel')).toHaveLength(2));
    expect(screen.getAllByTestId('parcel-amount').map((node) => node.textContent)).toEqual([
      '45,000 IQD',
      '18,250 IQD',
    ]);
    expect(screen.queryByTestId('parcel-cash')).toBeNull();
    expect(screen.getAllByText('Nothing to pay at the door')).toHaveLength(2);
    expect(screen.getAllByTestId('parcel-not-handed-over')).toHaveLength(2);
  });

  it('parcels that cannot be read leave the parts shown with a quiet sentence', async () => {
    answerApi(() => ({ status: 500, body: {} }));
    renderRoute(PAGE);
    await screen.findByTestId('parcels-load-error');
    expect(screen.getAllByTestId('parcel')).toHaveLength(2);
  });

  it('a parcel:update event reads the parcels again: the newest move comes first', async () => {
    let current = parcel();
    const { store } = (answerApi(() => ({ body: { parcels: [current] } })), renderRoute(PAGE));
    await waitFor(() => expect(screen.getByTestId('parcel-state').textContent).toBe('Picked up'));
    current = parcel({
      state: 'delivered',
      deliveredAt: '2026-11-28T11:00:00.000Z',
      events: [...current.events, event('delivered', '2026-11-28T11:00:00.000Z')],
    });
    realtimeCacheHandlers(store, () => undefined).parcelUpdate({
      orderId: 'order-1',
      sellerOrderId: 'part-2',
      parcelId: 'parcel-1',
      state: 'delivered',
    });
    await waitFor(() => expect(screen.getByTestId('parcel-state').textContent).toBe('Delivered'));
    expect(screen.getAllByTestId('parcel-event').map((li) => li.textContent)).toEqual([
      'Delivered28-11-2026 14:00:00',
      'Picked up28-11-2026 12:05:00',
    ]);
  });
});
