import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@chapkhana/shared/orders';
import { mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { withSharedTranslations } from '@chapkhana/web-kit/shared-translations';
import ar from '../../../../public/assets/locales/ar/translation.json';
import kr from '../../../../public/assets/locales/kr/translation.json';
import { signInAs } from '@/testing/render-app';
import { renderRoute } from '@/testing/render-route';
import { sampleOrder } from '@/testing/sample-cart';

const refunded = sampleOrder(1, {
  payment_method: 'qi',
  payment_status: 'paid',
  delivery_status: 'preparing',
  refunds: [
    {
      _id: 'refund-1',
      method: 'qi',
      amount: 5000,
      reason: 'One card was misprinted',
      status: 'done',
      createdAt: '2026-03-02T09:00:00.000Z',
    },
    {
      _id: 'refund-2',
      method: 'qi',
      amount: 12500,
      reason: 'Two more cards',
      status: 'processing',
      createdAt: '2026-03-03T09:00:00.000Z',
    },
    {
      _id: 'refund-3',
      method: 'qi',
      amount: 1000,
      reason: 'Late',
      status: 'failed',
      createdAt: '2026-03-04T09:00:00.000Z',
    },
  ],
});

function serve(order: Order) {
  mockApi((url) => {
    if (url.pathname === `/api/home/coustomer/get-order-details/${order._id}`)
      return { body: { order } };
    if (url.pathname === '/api/get-customer/c1') return { status: 500, body: {} };
    return undefined;
  });
}

describe('the customer’s order refunds', () => {
  beforeEach(() => {
    signInAs('Aram');
  });

  it('shows each refund’s amount, reason, date and where it is, in words', async () => {
    serve(refunded);
    const { i18n } = renderRoute('/dashboard/order/details/order-1');
    const block = await screen.findByTestId('order-refunds');
    const rows = within(block).getAllByTestId('order-refund');
    expect(rows.map((row) => within(row).getByTestId('order-refund-status').textContent)).toEqual([
      'Refunded',
      'On its way back to you',
      'Could not be refunded — the shop will contact you',
    ]);
    expect(rows[0]!.textContent).toContain('5,000 IQD');
    expect(rows[0]!.textContent).toContain('through Qi Card');
    expect(rows[0]!.textContent).toContain('One card was misprinted');
    expect(rows[0]!.textContent).toContain('2026');
    expect(rows[1]!.textContent).toContain('12,500 IQD');
    expect(screen.getByRole('heading', { name: 'Refunds' })).toBeTruthy();
    i18n.addResourceBundle('kr', 'translation', withSharedTranslations('kr', kr));
    i18n.addResourceBundle('ar', 'translation', withSharedTranslations('ar', ar));
    await act(() => i18n.changeLanguage('kr'));
    expect(screen.getByRole('heading', { name: 'پارە گەڕاندنەوەکان' })).toBeTruthy();
    expect(rows[1]!.textContent).toContain('لە ڕێگادایە بۆ گەڕانەوە بۆت');
    await act(() => i18n.changeLanguage('ar'));
    expect(rows[2]!.textContent).toContain('تعذّر الاسترداد — سيتواصل معك المتجر');
  });

  it('has no refunds block for an order without refunds', async () => {
    serve(sampleOrder(2, { refunds: [] }));
    renderRoute('/dashboard/order/details/order-2');
    await screen.findByTestId('order-detail');
    expect(screen.queryByTestId('order-refunds')).toBeNull();
  });
});
