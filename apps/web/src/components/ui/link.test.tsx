import { fireEvent, render } from '@testing-library/react';
import type { Attributes, ComponentType } from 'react';
import {
  MemoryRouter,
  NavLink as RouterNavLink,
  Link as RouterLink,
  useLocation,
  useNavigationType,
  type LinkProps,
  type NavLinkProps,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { LINK_ADDRESSES, LINK_PAGES } from '@/testing/link-addresses';
import { Link, NavLink, type ShopLinkProps, type ShopNavLinkProps } from './link';

// The storefront's links in the browser (BrowserLink, NavLink), held to React Router's own, which
// they stand in for in the chunk every page loads: the same markup, the same taps.

/** The markup a link draws in a router at an address. */
function drawn<P>(Kind: ComponentType<P>, props: P, at: string): string {
  const { container, unmount } = render(
    <MemoryRouter initialEntries={[at]}>
      <Kind {...(props as P & Attributes)} />
    </MemoryRouter>,
  );
  const markup = container.innerHTML;
  unmount();
  return markup;
}

// Every kind of address, and one on this page's own origin (the browser's Link moves to it within
// the shop).
const ADDRESSES = [...LINK_ADDRESSES, `${window.location.origin}/products?x=1`];

describe('the storefront’s Link in the browser', () => {
  it('draws the same markup as React Router’s Link for every kind of address', () => {
    for (const to of ADDRESSES)
      for (const at of LINK_PAGES) {
        const props = { to, className: 'x y', 'aria-label': 'Go', children: 'go' };
        expect(drawn(Link, props, at), `${to} at ${at}`).toBe(drawn(RouterLink, props, at));
      }
  });

  it('draws what React Router draws for its other props', () => {
    const cases: ShopLinkProps[] = [
      { to: '/products', target: '_blank', rel: 'noopener' },
      { to: '/products', discover: 'none' },
      { to: '/products', reloadDocument: true },
      { to: '/products', replace: true, state: { from: 'x' }, preventScrollReset: true },
      { to: '/products', viewTransition: true, 'data-testid': 'link' } as ShopLinkProps,
      { to: { pathname: '/products', search: '?a=1', hash: '#b' } },
      { to: 'mugs', relative: 'path' },
    ];
    for (const props of cases)
      expect(drawn(Link, props, '/products/mugs'), JSON.stringify(props)).toBe(
        drawn(RouterLink, props as LinkProps, '/products/mugs'),
      );
  });

  /** Where a tap on a link leads: whether the browser was left to follow it, and the router's location after. */
  function tapped(
    Kind: ComponentType<ShopLinkProps>,
    props: ShopLinkProps,
    tap: Parameters<typeof fireEvent.click>[1] = {},
  ) {
    const Where = () => {
      const location = useLocation();
      const how = useNavigationType();
      return (
        <output>
          {JSON.stringify({
            at: `${location.pathname}${location.search}${location.hash}`,
            how,
            state: location.state,
          })}
        </output>
      );
    };
    const { container, unmount } = render(
      <MemoryRouter initialEntries={['/products/mugs?page=2']}>
        <Kind {...props}>go</Kind>
        <Where />
      </MemoryRouter>,
    );
    const link = container.querySelector('a')!;
    // The browser's own following is not the test's to do: kept from jsdom, noted.
    let leftToBrowser = false;
    link.addEventListener('click', (event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    });
    fireEvent.click(link, tap);
    const where = JSON.parse(container.querySelector('output')!.textContent!) as unknown;
    unmount();
    return { leftToBrowser, where };
  }

  it('moves through the router, or leaves the tap to the browser, as React Router’s Link does', () => {
    const cases: [ShopLinkProps, Parameters<typeof fireEvent.click>[1]?][] = [
      [{ to: '/products' }],
      [{ to: '?page=3' }],
      [{ to: '/product/details/کوپ#x' }],
      [{ to: '/products/mugs?page=2' }],
      [{ to: 'other' }],
      [{ to: '/products', replace: true, state: { from: 'card' } }],
      [{ to: '/products', state: { from: 'card' } }],
      [{ to: `${window.location.origin}/cart?x=1` }],
      [{ to: 'https://wa.me/9647501234567' }],
      [{ to: '//other.example/x' }],
      [{ to: '/products', reloadDocument: true }],
      [{ to: '/products', target: '_blank' }],
      [{ to: '/products', target: '_self' }],
      [{ to: '/products' }, { ctrlKey: true }],
      [{ to: '/products' }, { metaKey: true }],
      [{ to: '/products' }, { shiftKey: true }],
      [{ to: '/products' }, { altKey: true }],
      [{ to: '/products' }, { button: 1 }],
      [{ to: '/products', onClick: (event) => event.preventDefault() }],
    ];
    for (const [props, tap] of cases) {
      const ours = tapped(Link, props, tap);
      expect(ours, JSON.stringify([props, tap])).toEqual(
        tapped(RouterLink as ComponentType<ShopLinkProps>, props, tap),
      );
    }
    // Not a test that cannot fail: the cases above both move and leave taps.
    expect(tapped(Link, { to: '/products' })).toEqual({
      leftToBrowser: false,
      where: { at: '/products', how: 'PUSH', state: null },
    });
    expect(tapped(Link, { to: 'https://wa.me/9647501234567' }).leftToBrowser).toBe(true);
  });

  it('calls its own onClick before moving, for links within the shop and without', () => {
    for (const to of ['/products', 'https://wa.me/1']) {
      const taps: string[] = [];
      tapped(Link, { to, onClick: () => taps.push(to) });
      expect(taps).toEqual([to]);
    }
  });
});

describe('the storefront’s NavLink', () => {
  it('is marked where React Router’s NavLink is, with the same markup', () => {
    const targets = ['/', '/categories', '/Categories/', '/about', '/search/کوپ', 'mugs', '/a/b/'];
    const at = [
      '/',
      '/categories',
      '/categories/',
      '/CATEGORIES/cards',
      '/categoriesx',
      '/about/us',
      '/search/کوپ',
      '/search/%DA%A9%D9%88%D9%BE',
      '/products/mugs',
      '/a/b',
    ];
    const classes: ShopNavLinkProps['className'][] = [
      undefined,
      'row',
      ({ isActive }) => (isActive ? 'row on' : 'row'),
    ];
    let marked = 0;
    for (const to of targets)
      for (const address of at)
        for (const end of [false, true])
          for (const caseSensitive of [false, true])
            for (const className of classes) {
              const props = {
                to,
                end,
                caseSensitive,
                className,
                style: ({ isActive }: { isActive: boolean }) => ({
                  fontWeight: isActive ? 700 : 400,
                }),
                children: ({ isActive }: { isActive: boolean }) => (isActive ? 'here' : 'there'),
              };
              const ours = drawn(NavLink, props, address);
              expect(ours, JSON.stringify({ to, address, end, caseSensitive })).toBe(
                drawn(RouterNavLink, props as NavLinkProps, address),
              );
              if (ours.includes('aria-current="page"')) marked++;
            }
    expect(marked).toBeGreaterThan(0);
  });
});
