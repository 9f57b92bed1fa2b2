import type { PaymentMethod } from '@chapkhana/shared/orders';
import {
  PAYMENT_METHOD_DETAILS,
  paymentMethodLogo,
  type PaymentMethodsResponse,
  type PaymentStatusResponse,
} from '@chapkhana/shared/payments';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { apiError, mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { leaveFor } from '@/lib/leave-for';
import { signInAs } from '@/testing/render-app';
import { renderRoute } from '@/testing/render-route';
import { sampleOrder } from '@/testing/sample-cart';
import { PAYMENT_POLL_MS } from '@/features/checkout/utils/payment-outcome';

// The provider's page is a full page load: the test sees where the customer would go.
vi.mock('@/lib/leave-for', () => ({ leaveFor: vi.fn() }));

const QI_PAGE = 'https://qi.example/pay/session-1';

/** GET /api/home/payment-methods offering `methods` in this order; `simulated` are look-alikes. */
const offersOf = (
  methods: PaymentMethod[],
  simulated: PaymentMethod[] = [],
): PaymentMethodsResponse => ({
  methods: methods.map((id) => ({
    id,
    ...PAYMENT_METHOD_DETAILS[id],
    logo: paymentMethodLogo(id),
    simulation: simulated.includes(id),
  })),
});

const EVERY_METHOD: PaymentMethod[] = ['fib', 'qi', 'zaincash', 'fastpay', 'cod'];

/**
 * The shop's answers for order o1: its details, the offers, and the confirm, answered by
 * `confirm` (a pending promise holds it). Returns the confirm bodies received.
 */
function answerApi(
  confirm: (method: PaymentMethod) => Promise<{ status?: number; body: unknown }>,
  offers = offersOf(EVERY_METHOD),
) {
  const confirmations: unknown[] = [];
  mockApi(async (url, request) => {
    if (url.pathname === '/api/home/coustomer/get-order-details/o1') {
      return { body: { order: sampleOrder(1, { _id: 'o1' }) } };
    }
    if (url.pathname === '/api/home/payment-methods') return { body: offers };
    if (url.pathname === '/api/order/confirm/o1' && request.method === 'PUT') {
      const body = (await request.json()) as { paymentMethod: PaymentMethod };
      confirmations.push(body);
      return confirm(body.paymentMethod);
    }
    return undefined;
  });
  return confirmations;
}

const redirectTo = (url: string) =>
  Promise.resolve({
    body: {
      message: 'Pay on the provider page.',
      paymentMethod: 'qi',
      redirect: { url, expiresAt: null },
    },
  });

describe('/payment with providers paid on their own page', () => {
  beforeEach(() => {
    vi.mocked(leaveFor).mockClear();
    signInAs('Aram');
  });

  it('shows every offered method in the shop order, with its logo, name, hint and simulation badge', async () => {
    answerApi(() => redirectTo(QI_PAGE), offersOf(EVERY_METHOD, ['qi', 'zaincash']));
    const { i18n } = renderRoute('/payment?orderId=o1');
    await screen.findByTestId('payment-method-cod');
    const cards = screen.getAllByTestId(/^payment-card-/);
    expect(cards.map((card) => card.dataset.testid)).toEqual(
      EVERY_METHOD.map((id) => `payment-card-${id}`),
    );
    // Cash on delivery stays the default choice.
    expect((screen.getByTestId('payment-method-cod') as HTMLInputElement).checked).toBe(true);

    for (const id of EVERY_METHOD) {
      const logo = screen.getByTestId(`payment-logo-${id}`) as HTMLImageElement;
      expect(logo.getAttribute('src')).toBe(`/assets/payments/${id}.svg`);
      expect(logo.getAttribute('width')).toBe('40');
      expect(logo.getAttribute('height')).toBe('40');
      expect(logo.alt).toContain(PAYMENT_METHOD_DETAILS[id].name.en);
      expect(screen.getByTestId(`payment-name-${id}`).textContent).toBe(
        PAYMENT_METHOD_DETAILS[id].name.en,
      );
    }
    expect(screen.getByTestId('payment-hint-cod').textContent).toBe(
      'Pay the courier when your order arrives.',
    );
    expect(screen.getByTestId('payment-hint-fib').textContent).toBe(
      'Scan a QR code with the FIB app.',
    );
    expect(screen.getByTestId('payment-hint-fastpay').textContent).toBe(
      "You will pay on FastPay's page and come back here.",
    );
    // The name in the hint is isolated from the sentence's direction.
    expect(screen.getByTestId('payment-hint-fastpay').querySelector('bdi')?.textContent).toBe(
      'FastPay',
    );
    // Only the look-alikes say they are a simulation.
    expect(screen.getByTestId('payment-simulation-qi').textContent).toContain('Simulation');
    expect(screen.getByTestId('payment-simulation-zaincash')).toBeTruthy();
    for (const id of ['fib', 'fastpay', 'cod']) {
      expect(screen.queryByTestId(`payment-simulation-${id}`)).toBeNull();
    }

    // The names follow the reading language (from the offer: the test's translations are English only).
    await act(() => i18n.changeLanguage('ar'));
    await waitFor(() =>
      expect(screen.getByTestId('payment-name-qi').textContent).toBe('كي كارد (Qi Card)'),
    );
    expect(screen.getByTestId('payment-name-cod').textContent).toBe('الدفع عند الاستلام');
    await act(() => i18n.changeLanguage('kr'));
    await waitFor(() =>
      expect(screen.getByTestId('payment-name-zaincash').textContent).toBe('زەین کاش (ZainCash)'),
    );
  });

  it('asks once on a double click, stays busy, then leaves for the provider page', async () => {
    let answer!: (value: { body: unknown }) => void;
    const confirmations = answerApi(
      () => new Promise((resolve) => (answer = resolve)),
      offersOf(['qi', 'cod']),
    );
    renderRoute('/payment?orderId=o1');
    fireEvent.click(await screen.findByTestId('payment-method-qi'));
    const pay = screen.getByTestId('provider-pay') as HTMLButtonElement;
    expect(pay.textContent).toBe('Pay with Qi Card');
    expect(screen.queryByTestId('payment-submit')).toBeNull();

    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(confirmations).toHaveLength(1));
    expect(pay.disabled).toBe(true);
    expect(pay.getAttribute('aria-busy')).toBe('true');
    expect(pay.textContent).toBe('Opening Qi Card…');

    answer(await redirectTo(QI_PAGE));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(QI_PAGE));
    expect(leaveFor).toHaveBeenCalledTimes(1);
    expect(confirmations).toEqual([{ paymentMethod: 'qi' }]);
  });

  it('says why the provider refused beside the button, with cash on delivery still there', async () => {
    const confirmations = answerApi((method) =>
      Promise.resolve(
        method === 'zaincash'
          ? {
              status: 400,
              body: apiError('payment_provider_minimum', { provider: 'ZainCash', amount: '1,000' }),
            }
          : {
              body: { message: 'Your order is confirmed: pay on delivery.', paymentMethod: 'cod' },
            },
      ),
    );
    renderRoute('/payment?orderId=o1');
    fireEvent.click(await screen.findByTestId('payment-method-zaincash'));
    fireEvent.click(screen.getByTestId('provider-pay'));
    const error = await screen.findByTestId('provider-error');
    expect(error.textContent).toContain(
      '\u2068ZainCash\u2069 takes payments of at least 1,000 IQD; please choose another way to pay.',
    );
    expect(leaveFor).not.toHaveBeenCalled();
    // The button can be pressed again, and cash on delivery is one press away.
    expect((screen.getByTestId('provider-pay') as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByTestId('payment-method-cod') as HTMLInputElement).disabled).toBe(false);
    fireEvent.click(screen.getByTestId('provider-choose-cod'));
    expect((screen.getByTestId('payment-method-cod') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByTestId('provider-error')).toBeNull();
    fireEvent.click(screen.getByTestId('payment-submit'));
    await screen.findByTestId('order-confirm-page');
    expect(confirmations).toEqual([{ paymentMethod: 'zaincash' }, { paymentMethod: 'cod' }]);
  });

  it('shows an unavailable method as the shop says it, in a sentence', async () => {
    answerApi(() => Promise.resolve({ status: 400, body: apiError('payment_method_unavailable') }));
    renderRoute('/payment?orderId=o1');
    fireEvent.click(await screen.findByTestId('payment-method-fastpay'));
    fireEvent.click(screen.getByTestId('provider-pay'));
    expect((await screen.findByTestId('provider-error')).textContent).toContain(
      'This way to pay is not offered at the moment; please choose another.',
    );
    expect(leaveFor).not.toHaveBeenCalled();
  });
});

describe('/order/confirm after a provider page', () => {
  beforeEach(() => {
    signInAs('Aram');
  });

  /** The order's payment state, one answer per poll (the last one repeats). */
  function answerStatuses(statuses: Partial<PaymentStatusResponse>[]) {
    const asked: string[] = [];
    mockApi((url) => {
      if (url.pathname === '/api/home/coustomer/get-order-details/o1') {
        return { body: { order: sampleOrder(1, { _id: 'o1', payment_method: 'qi' }) } };
      }
      if (url.pathname !== '/api/order/payment-status/o1') return undefined;
      asked.push(url.pathname);
      const status = statuses.length > 1 ? statuses.shift()! : statuses[0]!;
      return {
        body: {
          orderId: 'o1',
          payment_status: 'unpaid',
          delivery_status: 'pending',
          payment_method: 'qi',
          ...status,
        },
      };
    });
    return asked;
  }

  /**
   * The page's clock, ours to move: the next poll is asked for at once, not after three seconds
   * of a machine that may be busy.
   */
  function moveThePageClock() {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    return () => act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS));
  }

  it('checks with the provider until the shop says paid, whatever the return address says', async () => {
    const nextPoll = moveThePageClock();
    const asked = answerStatuses([{}, { payment_status: 'paid' }]);
    // A forged "success" in the return address proves nothing.
    renderRoute('/order/confirm?orderId=o1&status=success&paid=true');
    const checking = await screen.findByTestId('order-confirm-checking');
    expect(checking.textContent).toContain('Checking your payment with Qi Card');
    expect(checking.querySelector('h2 bdi')?.textContent).toBe('Qi Card');
    expect(screen.getByTestId('order-confirm-pay-again').getAttribute('href')).toBe(
      '/payment?orderId=o1',
    );
    expect(screen.queryByTestId('order-confirm-success')).toBeNull();

    await nextPoll();
    expect((await screen.findByTestId('order-confirm-success')).textContent).toContain(
      'Payment received',
    );
    expect(asked.length).toBeGreaterThanOrEqual(2);
  });

  it('shows the failure once the shop cancels the order', async () => {
    const nextPoll = moveThePageClock();
    answerStatuses([{}, { delivery_status: 'cancelled' }]);
    renderRoute('/order/confirm?orderId=o1');
    await screen.findByTestId('order-confirm-checking');
    await nextPoll();
    const failed = await screen.findByTestId('order-confirm-error');
    expect(failed.textContent).toContain('The payment did not go through');
  });

  it('offers to pay again, or another way, once the provider declined the attempt', async () => {
    // That it stops asking is seen by moving its clock past its polls.
    const nextPoll = moveThePageClock();
    const asked = answerStatuses([
      { payment_method: 'zaincash', last_attempt: 'pending' },
      { payment_method: 'zaincash', last_attempt: 'failed' },
    ]);
    renderRoute('/order/confirm?orderId=o1');
    expect((await screen.findByTestId('order-confirm-checking')).textContent).toContain('ZainCash');
    await nextPoll();
    const failed = await screen.findByTestId('order-confirm-error');
    expect(failed.dataset.outcome).toBe('providerFailed');
    expect(failed.textContent).toContain('The payment with ZainCash did not go through');
    expect(screen.getByTestId('order-confirm-pay-again').getAttribute('href')).toBe(
      '/payment?orderId=o1',
    );
    // It stops asking once the attempt has ended: a minute of its clock asks nothing more.
    const askedThen = asked.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(asked.length).toBe(askedThen);
  });
});

describe('the order page', () => {
  beforeEach(() => {
    signInAs('Aram');
  });

  it.each([
    ['qi', 'Qi Card'],
    ['zaincash', 'ZainCash'],
    ['fastpay', 'FastPay'],
  ] as const)('names the provider (%s) the order is paid with', async (method, name) => {
    mockApi((url) =>
      url.pathname === '/api/home/coustomer/get-order-details/o1'
        ? { body: { order: sampleOrder(1, { _id: 'o1', payment_method: method }) } }
        : undefined,
    );
    renderRoute('/dashboard/order/details/o1');
    expect((await screen.findByTestId('order-payment-method')).textContent).toBe(name);
  });

  it('names the provider of each order in my orders', async () => {
    const methods = ['qi', 'zaincash', 'fastpay'] as const;
    mockApi((url) =>
      url.pathname === '/api/home/coustomer/get-orders/c1/all'
        ? {
            body: {
              orders: methods.map((method, n) =>
                sampleOrder(n + 1, { _id: `o${n + 1}`, payment_method: method }),
              ),
            },
          }
        : undefined,
    );
    renderRoute('/dashboard/my-orders');
    await waitFor(() =>
      expect(
        screen.getAllByTestId('order-row-payment-method').map((cell) => cell.textContent),
      ).toEqual(expect.arrayContaining(['Qi Card', 'ZainCash', 'FastPay'])),
    );
  });
});
