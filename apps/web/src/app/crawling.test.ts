import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PRIVATE_PAGE_PREFIXES, SHOP_PAGES, UNCRAWLED_PREFIXES } from '@chapkhana/shared/crawling';
import { routes, type RouteHandle } from '@/app/route-table';

// The API's robots.txt disallows the prefixes of @chapkhana/shared/crawling: they must name every
// page of one customer (the routes the server does not render) and none of the public ones.

/** Every route's full path, and whether a route above it is the customer's own (not server-rendered). */
function walk(list: RouteObject[], parent = '', own = false): { path: string; own: boolean }[] {
  return list.flatMap((route) => {
    const path = route.path?.startsWith('/')
      ? route.path
      : route.path
        ? `${parent.replace(/\/$/, '')}/${route.path}`
        : parent;
    const isOwn = own || (route.handle as RouteHandle | undefined)?.serverRendered === false;
    const here = route.path || route.index ? [{ path: path || '/', own: isOwn }] : [];
    return [...here, ...walk(route.children ?? [], path, isOwn)];
  });
}

const disallowed = (path: string) =>
  [...PRIVATE_PAGE_PREFIXES, ...UNCRAWLED_PREFIXES].some((prefix) => path.startsWith(prefix));

describe('what crawlers may read', () => {
  const pages = walk(routes).filter((page) => page.path !== '/*');

  it('keeps them out of every page that belongs to a customer', () => {
    const own = pages.filter((page) => page.own).map((page) => page.path);
    expect(own).toContain('/card');
    expect(own).toContain('/dashboard/order/details/:orderId');
    for (const path of own) expect(disallowed(path), path).toBe(true);
  });

  it('lets them read the public pages, the sitemap ones among them', () => {
    const open = pages.filter((page) => !page.own).map((page) => page.path);
    for (const path of [...SHOP_PAGES, '/products', '/product/details/:slug']) {
      expect(open).toContain(path);
      expect(disallowed(path), path).toBe(false);
    }
  });
});
