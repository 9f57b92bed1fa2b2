import { describe, expect, it } from 'vitest';
import {
  nextSort,
  readOrderListParams,
  sortOrders,
  writeOrderListParams,
} from '@/features/orders/utils/order-sort';
import { canCancelOrder, canPayOrder } from '@/features/orders/utils/order-status';
import { sampleOrder } from '@/testing/sample-cart';

const orders = [
  sampleOrder(1, { price: '9000.00', delivery_status: 'delivered' }),
  sampleOrder(2, { price: '120000.50', delivery_status: 'pending' }),
  sampleOrder(3, { price: '45000.00', delivery_status: 'on way' }),
];
const numbers = (list: typeof orders) => list.map((order) => order.orderNumber);

describe('order list sorting and URL', () => {
  it('sorts by date, total (as exact decimals) and status (in delivery order)', () => {
    expect(numbers(sortOrders(orders, { key: 'date', direction: 'desc' }))).toEqual([
      1003, 1002, 1001,
    ]);
    expect(numbers(sortOrders(orders, { key: 'total', direction: 'asc' }))).toEqual([
      1001, 1003, 1002,
    ]);
    expect(numbers(sortOrders(orders, { key: 'status', direction: 'asc' }))).toEqual([
      1002, 1003, 1001,
    ]);
  });

  it('flips the direction of the same column and starts another descending', () => {
    expect(nextSort({ key: 'date', direction: 'desc' }, 'date')).toEqual({
      key: 'date',
      direction: 'asc',
    });
    expect(nextSort({ key: 'date', direction: 'asc' }, 'total')).toEqual({
      key: 'total',
      direction: 'desc',
    });
  });

  it('reads and writes the filter and sort, dropping defaults and unknown values', () => {
    expect(readOrderListParams(new URLSearchParams('status=on%20way&sort=total-asc'))).toEqual({
      status: 'on way',
      sort: { key: 'total', direction: 'asc' },
    });
    expect(readOrderListParams(new URLSearchParams('status=lost&sort=name-up'))).toEqual({
      status: 'all',
      sort: { key: 'date', direction: 'desc' },
    });
    expect(writeOrderListParams('all', { key: 'date', direction: 'desc' }).toString()).toBe('');
    expect(writeOrderListParams('delivered', { key: 'status', direction: 'asc' }).toString()).toBe(
      'status=delivered&sort=status-asc',
    );
  });

  it('lets only a pending, unpaid order be cancelled or paid', () => {
    expect(canCancelOrder(sampleOrder(1))).toBe(true);
    expect(canCancelOrder(sampleOrder(1, { payment_status: 'paid' }))).toBe(false);
    expect(canCancelOrder(sampleOrder(1, { delivery_status: 'preparing' }))).toBe(false);
    expect(canPayOrder(sampleOrder(1, { payment_method: 'cod' }))).toBe(false);
    expect(canPayOrder(sampleOrder(1, { payment_method: 'fib' }))).toBe(true);
  });
});
