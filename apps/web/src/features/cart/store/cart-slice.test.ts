import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { addToWishlistApi } from '@/features/cart/api/add-to-wishlist';
import { cartApi } from '@/features/cart/api/get-cart';
import { wishlistApi } from '@/features/cart/api/get-wishlist';
import { removeWishlistItemApi } from '@/features/cart/api/remove-wishlist-item';
import { cartCountsReceived } from '@/features/cart/store/cart-slice';
import { customerSignedOut } from '@/lib/session-events';
import { mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { sampleCart } from '@/testing/sample-cart';

/** A store whose API answers the cart and wishlist calls; `wishlistCount` is what GET says. */
function storeWithApi(wishlistCount = 4) {
  let saved = false;
  mockApi((url, request) => {
    if (url.pathname === '/api/home/product/get-card-product/c1') return { body: sampleCart() };
    if (url.pathname === '/api/home/product/get-wishlist-products/c1') {
      return { body: { wishlists: [], wishlistCount } };
    }
    if (url.pathname === '/api/home/product/add-to-wishlist' && request.method === 'POST') {
      // The first add saves the product; the next ones find it saved (200, added: false).
      const added = !saved;
      saved = true;
      return {
        status: added ? 201 : 200,
        body: { message: added ? 'Added' : 'Already In Wishlist', wishlistId: 'w1', added },
      };
    }
    if (url.pathname.startsWith('/api/home/product/remove-wishlist-product/')) {
      return { body: { message: 'Removed From Wishlist', wishlistId: 'w1' } };
    }
    return undefined;
  });
  return makeStore();
}

describe('cart and wishlist counters (docs/storefront.md §4)', () => {
  it('replaces the cart count with buy_product_item and the wishlist count on every fetch', async () => {
    const store = storeWithApi(4);
    store.dispatch(cartCountsReceived({ buy_product_item: 9, wishlist_count: 9 }));
    await store.dispatch(cartApi.endpoints.getCart.initiate('c1'));
    await store.dispatch(wishlistApi.endpoints.getWishlist.initiate('c1'));
    expect(store.getState().cart).toEqual({ buy_product_item: 5, wishlist_count: 4 });
  });

  it('raises the wishlist count by one on a new add (not when it was already saved) and lowers it on a removal, never below 0', async () => {
    const store = storeWithApi();
    const add = () =>
      store.dispatch(
        addToWishlistApi.endpoints.addToWishlist.initiate({ userId: 'c1', productId: 'p1' }),
      );
    const remove = () =>
      store.dispatch(removeWishlistItemApi.endpoints.removeWishlistItem.initiate('w1'));
    await add();
    expect(store.getState().cart.wishlist_count).toBe(1);
    await add();
    expect(store.getState().cart.wishlist_count).toBe(1);
    await remove();
    await remove();
    await remove();
    expect(store.getState().cart.wishlist_count).toBe(0);
  });

  it('resets both counters when the customer signs out', () => {
    const store = makeStore();
    store.dispatch(cartCountsReceived({ buy_product_item: 3, wishlist_count: 2 }));
    store.dispatch(customerSignedOut());
    expect(store.getState().cart).toEqual({ buy_product_item: 0, wishlist_count: 0 });
  });
});
