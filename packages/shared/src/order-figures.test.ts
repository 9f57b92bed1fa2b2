import { describe, expect, it } from 'vitest';
import { shownOrderFigures } from './order-figures';
import { formatDinar, roundToDinarStep } from './pricing';

const order = {
  subtotal: '598957.00',
  discount: '0.00',
  shipping_fee: '0.00',
  price: '598957.00',
  payment_status: 'unpaid',
  payment_method: 'cod',
  delivery_status: 'pending',
} as const;

describe('shownOrderFigures', () => {
  it('shows the exact stored amounts as the customer saw them, rounded to 250 IQD', () => {
    expect(shownOrderFigures(order)).toEqual({
      subtotal: '599,000',
      discount: null,
      shipping: '0',
      total: '599,000',
      cashToCollect: '599,000',
    });
  });

  it('rounds each figure on its own, and the total from the exact total', () => {
    const figures = shownOrderFigures({
      ...order,
      subtotal: '99560.00',
      discount: '4978.00',
      shipping_fee: '9918.00',
      price: '104500.00',
    });
    expect(figures).toMatchObject({
      subtotal: '99,500',
      discount: '5,000',
      shipping: '10,000',
      total: '104,500',
    });
    expect(shownOrderFigures({ ...order, price: '104560.00' }).total).toBe('104,500');
  });

  it('collects in cash what FIB would charge: the rounded total of an unpaid COD order', () => {
    const price = '104624.99';
    expect(shownOrderFigures({ ...order, price }).cashToCollect).toBe(
      formatDinar(roundToDinarStep(price)),
    );
    expect(shownOrderFigures({ ...order, price: '104625.00' }).cashToCollect).toBe('104,750');
  });

  it('collects nothing once paid, for an FIB order, before a method is chosen, or when cancelled', () => {
    expect(shownOrderFigures({ ...order, payment_status: 'paid' }).cashToCollect).toBe('0');
    expect(shownOrderFigures({ ...order, payment_method: 'fib' }).cashToCollect).toBe('0');
    expect(shownOrderFigures({ ...order, payment_method: null }).cashToCollect).toBe('0');
    expect(shownOrderFigures({ ...order, delivery_status: 'cancelled' }).cashToCollect).toBe('0');
  });
});
