import type { PaymentMethod } from '@chapkhana/shared/orders';
import {
  PAYMENT_METHOD_DETAILS,
  paymentMethodLogo,
  type PaymentMethodsResponse,
  type PaymentStatusResponse,
} from '@chapkhana/shared/payments';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { signInAs } from '@/testing/render-app';
import { renderRoute } from '@/testing/render-route';
import { sampleOrder } from '@/testing/sample-cart';

const FIB = {
  qrCode: 'data:image/png;base64,iVBORw0KGgo=',
  readableCode: 'AB12-CD34',
  personalAppLink: 'https://personal.example/pay/1',
  businessAppLink: 'https://business.example/pay/1',
  validUntil: '2026-03-01T10:00:00.000Z',
};

/** GET /api/home/payment-methods offering `methods`. */
const offersOf = (methods: PaymentMethod[]): PaymentMethodsResponse => ({
  methods: methods.map((id) => ({
    id,
    ...PAYMENT_METHOD_DETAILS[id],
    logo: paymentMethodLogo(id),
    simulation: false,
  })),
});

function answerApi(methods: PaymentMethod[], statuses: PaymentStatusResponse['payment_status'][]) {
  const confirmations: unknown[] = [];
  let method: PaymentMethod | null = null;
  mockApi(async (url, request) => {
    if (url.pathname === '/api/home/coustomer/get-order-details/o1') {
      return { body: { order: sampleOrder(1, { _id: 'o1', payment_method: method }) } };
    }
    if (url.pathname === '/api/home/payment-methods') return { body: offersOf(methods) };
    if (url.pathname === '/api/order/confirm/o1' && request.method === 'PUT') {
      const body = (await request.json()) as { paymentMethod: PaymentMethod };
      confirmations.push(body);
      method = body.paymentMethod;
      return {
        body:
          method === 'fib'
            ? { message: 'Scan the code with the FIB app to pay.', paymentMethod: 'fib', fib: FIB }
            : { message: 'Your order is confirmed: pay on delivery.', paymentMethod: 'cod' },
      };
    }
    if (url.pathname === '/api/order/payment-status/o1') {
      const payment_status = statuses.length > 1 ? statuses.shift()! : statuses[0]!;
      return {
        body: { orderId: 'o1', payment_status, delivery_status: 'pending', payment_method: method },
      };
    }
    return undefined;
  });
  return confirmations;
}

describe('/payment', () => {
  beforeEach(() => {
    signInAs('Aram');
  });

  it('offers cash on delivery by default with the rounded total, and confirms it', async () => {
    const confirmations = answerApi(['cod'], ['unpaid']);
    const { router } = renderRoute('/payment?orderId=o1');
    const cod = (await screen.findByTestId('payment-method-cod')) as HTMLInputElement;
    expect(cod.checked).toBe(true);
    expect(screen.queryByTestId('payment-method-fib')).toBeNull();
    expect(screen.getByTestId('payment-total').textContent).toBe('63,250 IQD');
    expect(screen.getByTestId('payment-discount').textContent).toBe('-2,750 IQD');

    fireEvent.click(screen.getByTestId('payment-submit'));
    await waitFor(() => expect(router.location().pathname).toBe('/order/confirm'));
    expect(router.location().search).toBe('?orderId=o1');
    expect(confirmations).toEqual([{ paymentMethod: 'cod' }]);
    expect((await screen.findByTestId('order-confirm-success')).textContent).toContain(
      'Order confirmed',
    );
    // The confirmation names the order and the total the courier will collect, with its link.
    expect((await screen.findByTestId('order-confirm-number')).textContent).toContain('#1001');
    expect(screen.getByTestId('order-confirm-total').textContent).toBe('63,250 IQD');
    expect(screen.getByTestId('order-confirm-details').getAttribute('href')).toBe(
      '/dashboard/order/details/o1',
    );
  });

  it.each([
    ['cash on delivery chosen', { payment_method: 'cod' as const }, 'cash on delivery'],
    ['paid', { payment_method: 'fib' as const, payment_status: 'paid' as const }, 'already paid'],
    ['cancelled', { delivery_status: 'cancelled' as const }, 'cancelled'],
  ])(
    'a confirmed order (%s) offers no Confirm again but where it stands',
    async (_, order, says) => {
      mockApi((url) => {
        if (url.pathname === '/api/home/coustomer/get-order-details/o1') {
          return { body: { order: sampleOrder(1, { _id: 'o1', ...order }) } };
        }
        if (url.pathname === '/api/home/payment-methods') return { body: offersOf(['cod']) };
        return undefined;
      });
      renderRoute('/payment?orderId=o1');
      const settled = await screen.findByTestId('payment-settled');
      expect(settled.textContent).toContain(says);
      expect(screen.queryByTestId('payment-submit')).toBeNull();
      expect(screen.queryByTestId('payment-method-cod')).toBeNull();
      expect(screen.getByTestId('payment-settled-order').getAttribute('href')).toBe(
        '/dashboard/order/details/o1',
      );
    },
  );

  it('shows the total handed over by the shipping page while the order loads', async () => {
    mockApi(() => new Promise(() => undefined));
    renderRoute({
      pathname: '/payment',
      search: '?orderId=o1',
      state: { orderId: 'o1', price: '63,250', items: 5 },
    });
    expect((await screen.findByTestId('payment-total')).textContent).toBe('63,250 IQD');
    expect(screen.getByTestId('payment-summary').textContent).toContain('Items: 5');
  });

  it('shows the FIB code when FIB is chosen (no submit button) and moves on once paid', async () => {
    const confirmations = answerApi(['cod', 'fib'], ['unpaid', 'paid']);
    const { router } = renderRoute('/payment?orderId=o1');
    fireEvent.click(await screen.findByTestId('payment-method-fib'));
    const qr = (await screen.findByTestId('fib-qr')) as HTMLImageElement;
    expect(qr.getAttribute('src')).toBe(FIB.qrCode);
    expect(screen.getByTestId('fib-readable-code').textContent).toBe('AB12-CD34');
    expect(screen.getByTestId('fib-personal-link').getAttribute('href')).toBe(FIB.personalAppLink);
    expect(screen.getByText('Scan the code with the FIB app to pay.')).toBeTruthy();
    expect(screen.queryByTestId('payment-submit')).toBeNull();
    expect(confirmations).toEqual([{ paymentMethod: 'fib' }]);

    await waitFor(() => expect(router.location().pathname).toBe('/order/confirm'));
    expect((await screen.findByTestId('order-confirm-success')).textContent).toContain(
      'Payment received',
    );
    expect((await screen.findByTestId('order-confirm-number')).textContent).toContain('#1001');
    expect(screen.getByTestId('order-confirm-total').textContent).toBe('63,250 IQD');
    // Going back and forth between the methods does not ask FIB for a second code.
    expect(confirmations).toHaveLength(1);
  });
});

describe('/order/confirm', () => {
  beforeEach(() => {
    signInAs('Aram');
  });

  function answerStatus(status: Partial<PaymentStatusResponse>) {
    mockApi((url) =>
      url.pathname === '/api/order/payment-status/o1'
        ? {
            body: {
              orderId: 'o1',
              payment_status: 'unpaid',
              delivery_status: 'pending',
              payment_method: 'fib',
              ...status,
            },
          }
        : undefined,
    );
  }

  it('shows the error view for a cancelled or declined payment, with a link to the orders', async () => {
    answerStatus({ delivery_status: 'cancelled' });
    renderRoute('/order/confirm?orderId=o1');
    const view = await screen.findByTestId('order-confirm-error');
    expect(view.textContent).toContain('The payment did not go through');
    expect(screen.getByTestId('order-confirm-orders').getAttribute('href')).toBe(
      '/dashboard/my-orders',
    );
  });

  it('shows success for a paid order', async () => {
    answerStatus({ payment_status: 'paid' });
    renderRoute('/order/confirm?orderId=o1');
    expect((await screen.findByTestId('order-confirm-success')).textContent).toContain(
      'Payment received',
    );
  });

  it('shows the error view without an order id', async () => {
    mockApi(() => undefined);
    renderRoute('/order/confirm');
    expect((await screen.findByTestId('order-confirm-error')).textContent).toContain(
      'We could not find this order',
    );
  });
});
