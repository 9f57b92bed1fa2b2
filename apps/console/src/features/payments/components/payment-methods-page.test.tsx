import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import {
  PAYMENT_METHOD_DETAILS,
  PAYMENT_METHOD_IDS,
  paymentMethodLogo,
  type AdminPaymentMethod,
} from '@chapkhana/shared/payments';
import { apiError, mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { PaymentMethodsRoute } from '@/app/routes/admin-payment-methods';
import { renderWithProviders } from '@/testing/render';

/** The five methods as a server with FIB set up answers them, all switched on. */
const methods = (): AdminPaymentMethod[] =>
  PAYMENT_METHOD_IDS.map((id) => ({
    id,
    ...PAYMENT_METHOD_DETAILS[id],
    logo: paymentMethodLogo(id),
    simulation: id === 'qi',
    configured: id === 'fib' || id === 'cod' || id === 'qi',
    enabled: true,
    updatedAt: null,
    updatedBy: null,
  }));

describe("the admin's payment methods", () => {
  it('shows where each method stands and switches one off, saying so', async () => {
    let stored = methods();
    const puts: { url: string; body: unknown }[] = [];
    mockApi(async (url, request) => {
      if (!url.pathname.startsWith('/api/admin/payment-methods')) return undefined;
      if (request.method === 'PUT') {
        const body = (await request.json()) as { enabled: boolean };
        puts.push({ url: url.pathname, body });
        stored = stored.map((method) =>
          url.pathname.endsWith(`/${method.id}`)
            ? {
                ...method,
                enabled: body.enabled,
                updatedAt: '2026-11-29T08:00:00.000Z',
                updatedBy: { _id: 'a1', name: 'Dilan' },
              }
            : method,
        );
      }
      return { body: { methods: stored } };
    });
    const said = vi.spyOn(toast, 'success');
    renderWithProviders(<PaymentMethodsRoute />);
    const fib = await screen.findByTestId('payment-method-fib');
    expect(fib.textContent).toContain('First Iraqi Bank (FIB)');
    expect(fib.textContent).toContain('Offered');
    const zaincash = screen.getByTestId('payment-method-zaincash');
    expect(zaincash.textContent).toContain('Not set up on this server');
    expect(screen.getByTestId('payment-method-qi').textContent).toContain('Simulation');

    fireEvent.click(within(fib).getByRole('button', { name: 'Switch off' }));
    await waitFor(() =>
      expect(said).toHaveBeenCalledWith('First Iraqi Bank (FIB) is switched off.'),
    );
    expect(puts).toEqual([{ url: '/api/admin/payment-methods/fib', body: { enabled: false } }]);
    await waitFor(() =>
      expect(screen.getByTestId('payment-method-fib').textContent).toContain('Switched off'),
    );
    expect(screen.getByTestId('payment-method-fib').textContent).toContain('Dilan');
    expect(
      within(screen.getByTestId('payment-method-fib')).getByRole('button', { name: 'Switch on' }),
    ).toBeTruthy();
  });

  it('names the methods in Kurdish, and keeps the last method on when the server refuses', async () => {
    mockApi((url, request) => {
      if (!url.pathname.startsWith('/api/admin/payment-methods')) return undefined;
      if (request.method === 'PUT') {
        return { status: 409, body: apiError('last_payment_method') };
      }
      return { body: { methods: methods() } };
    });
    const failed = vi.spyOn(toast, 'error');
    renderWithProviders(<PaymentMethodsRoute />, { language: 'kr' });
    const cash = await screen.findByTestId('payment-method-cod');
    expect(cash.textContent).toContain('پارەدان لە کاتی گەیاندن');
    expect(cash.textContent).toContain('پارەی نەختینە بە گەیەنەر');
    fireEvent.click(within(cash).getByRole('button', { name: 'ناکاراکردن' }));
    await waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
    // Nothing changed: cash is still offered, and still has its switch-off button.
    expect(screen.getByTestId('payment-method-cod').textContent).toContain('پیشان دەدرێت');
  });
});
