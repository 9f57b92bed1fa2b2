import { renderToString } from 'preact-render-to-string';
import { Link as RouterLink, StaticRouter, type LinkProps } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link, plainHref } from './link';

/** A link drawn by the server in a router at an address (the page it is drawn on). */
const drawn = (LinkKind: typeof RouterLink, props: LinkProps, at = '/products/mugs/') =>
  renderToString(
    <StaticRouter location={at}>
      <LinkKind {...props} />
    </StaticRouter>,
  );

const ADDRESSES = [
  '/',
  '/products',
  '/products?categoryId=7&pageNumber=2',
  '/product/details/matte-card-1',
  '/product/details/%D9%83%D9%88%D8%A8',
  '/product/details/کوپ',
  '/a/b/',
  '/a/../b/./c',
  '/a//b',
  '/search?q=a%20b&x=',
  '/products?',
  '/about#team',
  '/about?#',
  '/contact?lng=kr#map',
  'relative/path',
  '../up',
  '?only=query',
  '?categoryId=7&subCategoryId=9&pageNumber=2',
  '?q=کوپ%20x&highPrice=100000',
  '?',
  '?#x',
  '#only-hash',
  '',
  '//other.example/x',
  'https://wa.me/9647501234567',
  'mailto:info@chapkhana.example',
];

describe('the storefront’s Link on the server', () => {
  it('is drawn without React Router’s hooks on the server', () => {
    expect(Link).not.toBe(RouterLink);
  });

  it('draws the same markup as React Router’s Link for every kind of address', () => {
    for (const to of ADDRESSES) {
      for (const at of ['/products/mugs/', '/', '/a/b', '/products?categoryId=7', '/search/کوپ']) {
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
