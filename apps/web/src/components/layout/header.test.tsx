import { render } from '@testing-library/react';
import { MemoryRouter, NavLink } from 'react-router';
import { describe, expect, it } from 'vitest';
import { activeNavLink } from '@/components/layout/header';
import { paths } from '@/config/paths';

const NAV = [paths.home, paths.categories, paths.about, paths.contact];

describe('activeNavLink', () => {
  it("marks the link React Router's NavLink marks, at every kind of address", () => {
    const addresses = [
      '/',
      '/categories',
      '/Categories',
      '/categories/',
      '/categories/cards',
      '/categoriesx',
      '/about',
      '/ABOUT/',
      '/about/us',
      '/contact',
      '/contacts',
      '/product/details/about',
      '/products',
      '/products/search',
      '/cart',
      '/dashboard/contact',
    ];
    for (const address of addresses) {
      const { container, unmount } = render(
        <MemoryRouter initialEntries={[address]}>
          {NAV.map((to) => (
            <NavLink key={to} to={to} end={to === paths.home}>
              {to}
            </NavLink>
          ))}
        </MemoryRouter>,
      );
      const marked = [...container.querySelectorAll('a[aria-current="page"]')].map((link) =>
        link.getAttribute('href'),
      );
      const active = activeNavLink(address);
      expect(marked, address).toEqual(active ? [active] : []);
      unmount();
    }
  });
});
