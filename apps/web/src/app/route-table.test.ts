import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PRIVATE_PAGE_PREFIXES, SHOP_PAGES } from '@chapkhana/shared/crawling';
import { routes, routesAt } from '@/app/route-table';

/** Every route's address (the shop's pages, the private ones), and odd ones a reader or crawler sends. */
const ADDRESSES = [
  ...SHOP_PAGES,
  ...PRIVATE_PAGE_PREFIXES,
  '',
  '/contact/',
  '/registerCode',
  '/registercode',
  '/products',
  '/products/search',
  '/Products/Search',
  '/product/details/matte-card-1',
  '/PRODUCT/details/%D9%83%D8%A7%D8%B1%D8%AA',
  '/%70roduct/details/matte-card-1',
  '/product/details',
  '/product/details/a/b',
  '/product',
  '/login/phone',
  '/order/confirm',
  '/order/details/0f0f',
  '/dashboard/my-orders',
  '/dashboard/change-password',
  '/dashboard/email',
  '/dashboard/my-wishlist',
  '/dashboard/card-designs',
  '/dashboard/chat',
  '/dashboard/chat/seller-1',
  '/dashboard/order/details/0f0f',
  '/chat/seller-1',
  '/no/such/page',
  '/:slug',
  '/*',
  '//products',
  '/products//search',
  '/%',
  '/کارت',
];

describe('the routes matched at an address (route-table.tsx)', () => {
  it('are React Router’s own matches over the whole table: the same routes, params and paths', () => {
    for (const address of ADDRESSES) {
      const whole = matchRoutes(routes, address) ?? [];
      const ours = routesAt({ pathname: address });
      expect(
        ours.map(({ params, pathname, pathnameBase }) => ({ params, pathname, pathnameBase })),
        address,
      ).toEqual(
        whole.map(({ params, pathname, pathnameBase }) => ({ params, pathname, pathnameBase })),
      );
      // The table's own route objects, whose code is loaded on them (`lazy` cleared).
      expect(
        ours.every(({ route }, at) => route === whole[at]?.route),
        address,
      ).toBe(true);
    }
  });
});
