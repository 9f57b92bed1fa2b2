import type { PaymentStatusResponse } from '@chapkhana/shared/payments';
import { describe, expect, it } from 'vitest';
import { paymentOutcome, readPaymentPageState } from '@/features/checkout/utils/payment-outcome';

const status = (overrides: Partial<PaymentStatusResponse>): PaymentStatusResponse => ({
  orderId: 'o1',
  payment_status: 'unpaid',
  delivery_status: 'pending',
  payment_method: null,
  ...overrides,
});

describe('payment outcome', () => {
  it('is a success when paid, or when cash on delivery is confirmed', () => {
    expect(paymentOutcome(status({ payment_status: 'paid', payment_method: 'fib' }))).toBe('paid');
    expect(paymentOutcome(status({ payment_method: 'cod' }))).toBe('cashOnDelivery');
  });

  it('is a failure once the order is cancelled (declined or expired FIB payments cancel it)', () => {
    expect(paymentOutcome(status({ delivery_status: 'cancelled', payment_method: 'fib' }))).toBe(
      'failed',
    );
  });

  it('waits for an unpaid FIB payment, and says unpaid without a method', () => {
    expect(paymentOutcome(status({ payment_method: 'fib' }))).toBe('waiting');
    expect(paymentOutcome(status({}))).toBe('unpaid');
  });

  it('keeps checking an unpaid provider payment: only the shop says it is paid', () => {
    for (const method of ['qi', 'zaincash', 'fastpay'] as const) {
      expect(paymentOutcome(status({ payment_method: method }))).toBe('checking');
      expect(paymentOutcome(status({ payment_method: method, payment_status: 'paid' }))).toBe(
        'paid',
      );
      expect(paymentOutcome(status({ payment_method: method, delivery_status: 'cancelled' }))).toBe(
        'failed',
      );
      expect(paymentOutcome(status({ payment_method: method, last_attempt: 'failed' }))).toBe(
        'providerFailed',
      );
      expect(paymentOutcome(status({ payment_method: method, last_attempt: 'pending' }))).toBe(
        'checking',
      );
    }
  });

  it('reads only a well-formed navigation state', () => {
    expect(readPaymentPageState({ orderId: 'o1', price: '63,250', items: 5 })).toEqual({
      orderId: 'o1',
      price: '63,250',
      items: 5,
    });
    expect(readPaymentPageState({ orderId: 'o1' })).toBeNull();
    expect(readPaymentPageState(null)).toBeNull();
  });
});
