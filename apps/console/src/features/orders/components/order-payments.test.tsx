import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminOrderPayment, AdminOrderPaymentsResponse } from '@chapkhana/shared/payments';
import { apiError, mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { OrderPaymentsSection } from '@/features/orders/components/order-payments-section';
import { renderWithProviders } from '@/testing/render';

const qi: AdminOrderPayment = {
  _id: 'pay-qi',
  method: 'qi',
  amount: 25000,
  paidAt: '2026-11-20T08:00:00.000Z',
  refundable: 20000,
  partialRefunds: true,
  available: true,
};

const zaincash: AdminOrderPayment = {
  ...qi,
  _id: 'pay-zc',
  method: 'zaincash',
  refundable: 25000,
  partialRefunds: false,
};

const earlier = {
  _id: 'refund-1',
  method: 'qi',
  amount: 5000,
  reason: 'One card was misprinted',
  status: 'done',
  createdAt: '2026-11-21T09:00:00.000Z',
} as const;

interface Sent {
  key: string | null;
  body: unknown;
}

/** Serves the order's payments and answers each refund with `answer` (by its number, from 0). */
function serve(
  start: AdminOrderPaymentsResponse,
  answer: (index: number) => { status: number; body: unknown } | 'refund',
) {
  let state = start;
  const sent: Sent[] = [];
  mockApi(async (url, request) => {
    if (url.pathname === '/api/admin/orders/order-1/payments') return { body: state };
    if (url.pathname === '/api/admin/orders/order-1/refunds' && request.method === 'POST') {
      const body = (await request.json()) as { amountIqd: number; reason: string };
      sent.push({ key: request.headers.get('Idempotency-Key'), body });
      const reply = answer(sent.length - 1);
      if (reply !== 'refund') return reply;
      state = {
        payments: state.payments.map((payment) => ({
          ...payment,
          refundable: payment.refundable - body.amountIqd,
        })),
        refunds: [
          ...state.refunds,
          {
            _id: `refund-${sent.length + 1}`,
            method: 'qi',
            amount: body.amountIqd,
            reason: body.reason,
            status: 'processing',
            createdAt: '2026-11-22T10:00:00.000Z',
          },
        ],
      };
      return { body: state };
    }
    return undefined;
  });
  return sent;
}

const amountField = () => screen.getByLabelText<HTMLInputElement>('Amount to give back (IQD)');
const reasonField = () => screen.getByLabelText('Why is it refunded? (the customer sees this)');

async function openForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
  return screen.findByRole('dialog');
}

describe('OrderPaymentsSection', () => {
  it('lists the payment, what is left and the refunds made; the form starts at what is left', async () => {
    serve({ payments: [qi], refunds: [earlier] }, () => 'refund');
    renderWithProviders(<OrderPaymentsSection orderId="order-1" />);
    const payment = await screen.findByTestId('paid-payment');
    expect(payment.textContent).toContain('Qi Card');
    expect(payment.textContent).toContain('25,000 IQD');
    expect(within(payment).getByTestId('order-payment-left').textContent).toBe('20,000 IQD');
    const refund = screen.getByTestId('order-refund');
    expect(refund.textContent).toContain('5,000 IQD');
    expect(refund.textContent).toContain('One card was misprinted');
    expect(within(refund).getByTestId('order-refund-status').textContent).toBe('Refunded');
    await openForm();
    expect(amountField().value).toBe('20000');
    expect(amountField().readOnly).toBe(false);
  });

  it('locks the amount to all that is left when the provider refunds whole payments only', async () => {
    const sent = serve({ payments: [zaincash], refunds: [] }, () => 'refund');
    renderWithProviders(<OrderPaymentsSection orderId="order-1" />);
    const dialog = await openForm();
    expect(amountField().value).toBe('25000');
    expect(amountField().readOnly).toBe(true);
    expect(dialog.textContent).toContain(
      'ZainCash gives back whole payments only, so the refund is all that is left: 25,000 IQD.',
    );
    fireEvent.change(reasonField(), { target: { value: 'Order cancelled' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Refund 25,000 IQD' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.map((one) => one.body)).toEqual([
      { paymentId: 'pay-zc', amountIqd: 25000, reason: 'Order cancelled' },
    ]);
  });

  it('asks for a reason and an amount within what is left before the confirm step', async () => {
    const sent = serve({ payments: [qi], refunds: [] }, () => 'refund');
    renderWithProviders(<OrderPaymentsSection orderId="order-1" />);
    await openForm();
    fireEvent.change(amountField(), { target: { value: '٣٠٠٠٠' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This payment can give back at most 20,000 IQD.')).toBeTruthy();
    expect(screen.getByLabelText('Why is it refunded? (the customer sees this)')).toBeTruthy();
    expect(reasonField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('button', { name: /^Refund / })).toBeNull();
    expect(sent).toEqual([]);
  });

  it('sends one refund for a double click, then shows it in the refreshed section', async () => {
    const sent = serve({ payments: [qi], refunds: [] }, () => 'refund');
    renderWithProviders(<OrderPaymentsSection orderId="order-1" />);
    await openForm();
    fireEvent.change(amountField(), { target: { value: '7500' } });
    fireEvent.change(reasonField(), { target: { value: 'Two cards were misprinted' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give back 7,500 IQD?' });
    const send = within(dialog).getByRole('button', { name: 'Refund 7,500 IQD' });
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toHaveLength(1);
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    const refund = await screen.findByTestId('order-refund');
    expect(refund.textContent).toContain('7,500 IQD');
    expect(refund.textContent).toContain('Two cards were misprinted');
    expect(within(refund).getByTestId('order-refund-status').textContent).toBe('Processing');
    expect(screen.getByTestId('order-payment-left').textContent).toBe('12,500 IQD');
  });

  it('shows a refusal as a sentence beside the form, in the reader’s language, and retries with the same key', async () => {
    const sent = serve({ payments: [qi], refunds: [] }, (index) =>
      index === 0
        ? { status: 502, body: apiError('payment_provider_not_answering', { provider: 'Qi Card' }) }
        : 'refund',
    );
    renderWithProviders(<OrderPaymentsSection orderId="order-1" />, { language: 'ar' });
    fireEvent.click(await screen.findByRole('button', { name: 'استرداد' }));
    fireEvent.change(screen.getByLabelText('ما سبب الاسترداد؟ (يراه الزبون)'), {
      target: { value: 'طبعة خاطئة' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'متابعة' }));
    const send = await screen.findByTestId('refund-send');
    fireEvent.click(send);
    const failure = await screen.findByTestId('refund-failure');
    expect(failure.textContent).toMatch(/Qi Card/);
    expect(failure.textContent).toMatch(/[\u0600-\u06FF]/);
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(send);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toHaveLength(2);
    expect(sent[1]!.key).toBe(sent[0]!.key);
  });

  it('shows nothing for an order without an online payment', async () => {
    let asked = false;
    mockApi((url) => {
      if (url.pathname !== '/api/admin/orders/order-1/payments') return undefined;
      asked = true;
      return { body: { payments: [], refunds: [] } };
    });
    const { container } = renderWithProviders(<OrderPaymentsSection orderId="order-1" />);
    await waitFor(() => expect(asked).toBe(true));
    await waitFor(() => expect(container.textContent).toBe(''));
  });
});
