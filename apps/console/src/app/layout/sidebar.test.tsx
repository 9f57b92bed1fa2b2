import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SHOP_ROLES, roleSees, type SELLER_SECTIONS } from '@chapkhana/shared/shop-roles';
import { mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { Sidebar } from '@/app/layout/sidebar';
import { homeOf, paths, sellerSectionOf } from '@/config/paths';
import { renderWithProviders } from '@/testing/render';

const LINKS: Record<keyof typeof SELLER_SECTIONS, string> = {
  dashboard: paths.seller.dashboard,
  production: paths.seller.production,
  orders: paths.seller.orders,
  products: paths.seller.products,
  'card-templates': paths.seller.cardTemplates,
  chat: paths.seller.chat,
  cash: paths.seller.cash,
  parcels: paths.seller.cash,
  delivery: paths.seller.delivery,
  courier: paths.seller.courier,
  messages: paths.seller.messages,
  staff: paths.seller.staff,
};

describe("a print house member's sections", () => {
  it.each(SHOP_ROLES)('shows a %s only the sections its role has', (role) => {
    mockApi(() => ({ body: { customers: [], items: [], total: 0, page: 1, perPage: 20 } }));
    const { container } = renderWithProviders(
      <Sidebar {...{ role: 'seller' as const, sellerRole: role, accountId: 'a1' }} />,
    );
    const shown = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    for (const section of Object.keys(LINKS) as (keyof typeof LINKS)[]) {
      if (section === 'parcels') continue;
      expect(shown.includes(LINKS[section]), `${role} ${section}`).toBe(roleSees(role, section));
    }
    expect(screen.getByText(/Seller console/)).toBeTruthy();
  });

  it('lands every role on the dashboard, and names the section of an address', () => {
    // The dashboard, which every member may read.
    expect(homeOf({ role: 'seller' })).toBe(paths.seller.dashboard);
    expect(roleSees('dispatcher', 'dashboard')).toBe(true);
    expect(homeOf({ role: 'admin' })).toBe(paths.admin.dashboard);
    expect(sellerSectionOf('/seller/products/123')).toBe('products');
    expect(sellerSectionOf('/seller/staff')).toBe('staff');
    expect(sellerSectionOf('/seller/card-templates/new')).toBe('card-templates');
    expect(sellerSectionOf('/admin/orders')).toBeUndefined();
  });
});
