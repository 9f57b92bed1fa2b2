import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderPeople } from '@/features/orders/components/order-people';
import { renderWithProviders } from '@/testing/render';

const customer = {
  _id: 'c1',
  name: 'Shvan',
  phone: '+9647504441234',
  email: 'shvan@example.com',
  type: 'user',
  printHouseName: null,
} as const;

const shipping = {
  place: 'ماڵ',
  name: 'Shvan',
  phone: '07701112233',
  address: 'شەقامی ١٠٠ مەتری',
  city: 'Erbil',
};

describe('OrderPeople', () => {
  it('shows both phones as people in Iraq read them, left to right, with call and WhatsApp links', () => {
    renderWithProviders(<OrderPeople customer={customer} shipping={shipping} />, {
      language: 'kr',
    });
    const who = screen.getByTestId('order-customer');
    expect(who.textContent).toContain('0750 444 1234');
    expect(who.textContent).not.toContain('+964');
    const links = within(who).getAllByRole('link', { name: /0750 444 1234/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'tel:+9647504441234',
      'https://wa.me/9647504441234',
    ]);
    expect(links[0]!.querySelector('bdi')?.getAttribute('dir')).toBe('ltr');
    const where = screen.getByTestId('order-shipping');
    expect(within(where).getByTestId('shipping-phone').textContent).toContain('0770 111 2233');
  });

  it('names a governorate in the reader’s language and keeps a typed place as typed', () => {
    const { unmount } = renderWithProviders(
      <OrderPeople customer={customer} shipping={shipping} />,
      { language: 'ar' },
    );
    expect(screen.getByTestId('order-shipping').textContent).toContain('أربيل');
    unmount();
    renderWithProviders(
      <OrderPeople customer={customer} shipping={{ ...shipping, city: 'Soran town' }} />,
      { language: 'kr' },
    );
    expect(screen.getByTestId('order-shipping').textContent).toContain('Soran town');
  });
});
