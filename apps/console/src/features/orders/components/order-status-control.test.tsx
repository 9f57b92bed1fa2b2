import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OrderStatusControl } from '@/features/orders/components/order-status-control';
import { adminNextStatuses, sellerNextStatuses } from '@/features/orders/utils/next-statuses';
import { renderWithProviders } from '@/testing/render';

describe('adminNextStatuses', () => {
  it('moves a cash-on-delivery order forward and still lets it be cancelled', () => {
    expect(
      adminNextStatuses({
        delivery_status: 'preparing',
        payment_status: 'unpaid',
        payment_method: 'cod',
      }),
    ).toEqual(['on way', 'delivered', 'cancelled']);
  });

  it('keeps an unpaid FIB order waiting (cancel only) and a paid one uncancellable', () => {
    expect(
      adminNextStatuses({
        delivery_status: 'pending',
        payment_status: 'unpaid',
        payment_method: 'fib',
      }),
    ).toEqual(['cancelled']);
    expect(
      adminNextStatuses({
        delivery_status: 'pending',
        payment_status: 'paid',
        payment_method: 'fib',
      }),
    ).toEqual(['preparing', 'on way', 'delivered']);
  });

  it('offers nothing once delivered or cancelled', () => {
    for (const status of ['delivered', 'cancelled'] as const) {
      expect(
        adminNextStatuses({
          delivery_status: status,
          payment_status: 'paid',
          payment_method: 'cod',
        }),
      ).toEqual([]);
    }
    expect(sellerNextStatuses('on way')).toEqual(['delivered']);
  });
});

describe('OrderStatusControl', () => {
  it('lists only the allowed statuses and applies the chosen one', () => {
    const onChange = vi.fn();
    renderWithProviders(
      <OrderStatusControl
        current="preparing"
        options={['on way', 'cancelled']}
        onChange={onChange}
      />,
    );
    const select = screen.getByLabelText('Change the status (now Preparing)');
    const labels = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(labels).toEqual(['Move to…', 'On the way', 'Cancelled']);
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect((apply as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(select, { target: { value: 'on way' } });
    fireEvent.click(apply);
    expect(onChange).toHaveBeenCalledWith('on way');
  });

  it('says the status is final when nothing is allowed', () => {
    renderWithProviders(<OrderStatusControl current="delivered" options={[]} onChange={vi.fn()} />);
    expect(screen.getByText('This status is final.')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
