import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConsoleOrder } from '@chapkhana/shared/orders';
import { apiError, mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { AdminStatusControl } from '@/features/orders/components/admin-status-control';
import { CashCollectedButton } from '@/features/orders/components/cash-collected-button';
import { renderWithProviders } from '@/testing/render';
import { sampleCustomer, sampleParcel } from '@/testing/sample-parcel';

const order: ConsoleOrder = {
  _id: 'order-1',
  orderNumber: 42,
  price: '80000',
  subtotal: '75000',
  discount: '0',
  shipping_fee: '5000',
  items: 2,
  payment_status: 'unpaid',
  payment_method: 'cod',
  deposit: { amount: 0, paid: false },
  delivery_status: 'on way',
  status_reason: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  date: '20-11-2026 11:00:00',
  shippingInfo: {
    place: 'home',
    name: 'Aso',
    address: 'Ankawa',
    phone: '+9647501234567',
    city: 'Erbil',
  },
  products: [],
  customer: sampleCustomer,
  parcels: [sampleParcel({ delivery_status: 'on way' })],
};

/** Records the PATCH bodies and answers each with `answer`. */
function serve(answer: (body: unknown) => { status: number; body: unknown }) {
  const bodies: unknown[] = [];
  mockApi(async (url, request) => {
    if (url.pathname === '/api/admin/orders/order-1' && request.method === 'PATCH') {
      const body: unknown = await request.json();
      bodies.push(body);
      return answer(body);
    }
    if (url.pathname === '/api/admin/orders/order-1/cash-collected') {
      bodies.push('cash');
      return { body: { order: { ...order, payment_status: 'paid' } } };
    }
    return undefined;
  });
  return bodies;
}

const choose = (status: string) => {
  fireEvent.change(screen.getByLabelText('Change the status (now On the way)'), {
    target: { value: status },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
};

describe('AdminStatusControl', () => {
  it('asks to confirm a cancel, with a reason it requires and sends', async () => {
    const bodies = serve(() => ({ status: 200, body: { order } }));
    renderWithProviders(<AdminStatusControl order={order} testId="status" />);
    choose('cancelled');
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #42?' });
    expect(dialog.textContent).toContain('cannot be undone');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the order' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(bodies).toEqual([]);
    fireEvent.change(screen.getByLabelText('Why is it cancelled?'), {
      target: { value: '  Out of paper  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([{ delivery_status: 'cancelled', reason: 'Out of paper' }]);
  });

  it('goes back without a change, and says a delivered cash order is not paid by it', async () => {
    const bodies = serve(() => ({ status: 409, body: apiError('order_delivered_final') }));
    renderWithProviders(<AdminStatusControl order={order} testId="status" />);
    choose('delivered');
    const dialog = await screen.findByRole('dialog', { name: 'Mark order #42 delivered?' });
    expect(dialog.textContent).toContain('does not record the cash as collected');
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodies).toEqual([]);

    choose('delivered');
    fireEvent.change(await screen.findByLabelText('How was it delivered?'), {
      target: { value: 'Courier' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Mark delivered' }));
    // A refusal stays in the dialog, in the reader's language.
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This order is already delivered; its status can no longer change.',
    );
    expect(bodies).toEqual([{ delivery_status: 'delivered', reason: 'Courier' }]);
  });

  it('moves on without a question when no reason is needed', async () => {
    const bodies = serve(() => ({ status: 200, body: { order } }));
    renderWithProviders(
      <AdminStatusControl order={{ ...order, delivery_status: 'preparing' }} testId="status" />,
    );
    fireEvent.change(screen.getByLabelText('Change the status (now Preparing)'), {
      target: { value: 'on way' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(bodies).toEqual([{ delivery_status: 'on way' }]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('CashCollectedButton', () => {
  it('records the cash as collected after confirming the amount; hidden once paid', async () => {
    const bodies = serve(() => ({ status: 200, body: { order } }));
    const { unmount } = renderWithProviders(<CashCollectedButton order={order} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cash collected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cash collected for order #42?' });
    expect(dialog.textContent).toMatch(/80,000/);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cash collected' }));
    await waitFor(() => expect(bodies).toEqual(['cash']));
    unmount();
    renderWithProviders(<CashCollectedButton order={{ ...order, payment_status: 'paid' }} />);
    expect(screen.queryByRole('button', { name: 'Cash collected' })).toBeNull();
  });
});
