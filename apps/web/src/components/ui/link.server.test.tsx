import { renderToString } from 'preact-render-to-string';
import { Link as RouterLink, StaticRouter, type LinkProps } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LINK_ADDRESSES, LINK_PAGES } from '@/testing/link-addresses';
import { Link, plainHref } from './link';

/** A link drawn by the server in a router at an address (the page it is drawn on). */
const drawn = (LinkKind: typeof RouterLink, props: LinkProps, at = '/products/mugs/') =>
  renderToString(
    <StaticRouter location={at}>
      <LinkKind {...props} />
    </StaticRouter>,
  );

describe('the storefront’s Link on the server', () => {
  it('is drawn without React Router’s hooks on the server', () => {
    expect(Link).not.toBe(RouterLink);
  });

  it('draws the same markup as React Router’s Link for every kind of address', () => {
    for (const to of LINK_ADDRESSES) {
      for (const at of LINK_PAGES) {
        const props: LinkProps = { to, className: 'x y', 'aria-label': 'Go', children: 'go' };
        expect(drawn(Link, props, at), `${to} at ${at}`).toBe(drawn(RouterLink, props, at));
      }
    }
  });

  it('draws what React Router draws for its other props: target, discovery, reload, state', () => {
    const cases: LinkProps[] = [
      { to: '/products', target: '_blank', rel: 'noopener' },
      { to: '/products', discover: 'none' },
      { to: '/products', reloadDocument: true },
      { to: '/products', replace: true, state: { from: 'x' }, preventScrollReset: true },
      { to: '/products', viewTransition: true, 'data-testid': 'link' } as LinkProps,
      { to: '/products', prefetch: 'intent' },
      { to: '/products', prefetch: 'render' },
      { to: 'mugs', relative: 'path' },
    ];
    for (const props of cases)
      expect(drawn(Link, props), JSON.stringify(props)).toBe(drawn(RouterLink, props));
  });

  it('leaves to React Router a link whose address depends on more than the page’s path', () => {
    expect(plainHref({ to: 'relative' }, '/products')).toBeUndefined();
    expect(plainHref({ to: '//other.example' }, '/products')).toBeUndefined();
    expect(plainHref({ to: { pathname: '/products' } }, '/products')).toBeUndefined();
    expect(plainHref({ to: '/products', relative: 'path' }, '/products')).toBeUndefined();
    expect(plainHref({ to: '/products', prefetch: 'intent' }, '/products')).toBeUndefined();
    expect(plainHref({ to: '?page=2', relative: 'path' }, '/products')).toBeUndefined();
    expect(plainHref({ to: '/a/./b/../c/?' }, '/products')).toBe('/a/c/');
    // A query alone keeps the page's path: a listing's filters and pages.
    expect(plainHref({ to: '?categoryId=7&pageNumber=2' }, '/products')).toBe(
      '/products?categoryId=7&pageNumber=2',
    );
  });
});
