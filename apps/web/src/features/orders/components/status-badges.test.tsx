import { DELIVERY_STATUSES } from '@chapkhana/shared/orders';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DeliveryStatusBadge,
  PaymentStatusBadge,
} from '@/features/orders/components/status-badges';
import { renderWithApp } from '@/testing/render-app';

describe('order status labels', () => {
  it('translates every delivery status', () => {
    renderWithApp(
      <>
        {DELIVERY_STATUSES.map((status) => (
          <DeliveryStatusBadge key={status} status={status} testId={`status-${status}`} />
        ))}
      </>,
    );
    expect(
      DELIVERY_STATUSES.map((status) => screen.getByTestId(`status-${status}`).textContent),
    ).toEqual(['Pending', 'Preparing', 'On the way', 'Delivered', 'Cancelled']);
  });

  it('translates paid and not paid', () => {
    renderWithApp(
      <>
        <PaymentStatusBadge status="paid" testId="paid" />
        <PaymentStatusBadge status="unpaid" testId="unpaid" />
      </>,
    );
    expect(screen.getByTestId('paid').textContent).toBe('Paid');
    expect(screen.getByTestId('unpaid').textContent).toBe('Not paid');
  });
});
