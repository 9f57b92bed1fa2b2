import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { makeStore } from '@/app/store';
import { cartApi } from '@/features/cart/api/get-cart';
import { setCartRowApi } from '@/features/cart/api/set-cart-row';
import { signInAs } from '@/testing/render-app';
import { emptyCart, sampleCart } from '@/testing/sample-cart';

describe('a row step', () => {
  it('is not undone by a read of the cart that was on its way while the step landed', async () => {
    signInAs('Aram');
    const before = sampleCart();
    const line = before.card_products[0]!.products[0]!;
    // The server's cart: the step takes its last row out (emptyCart stands for what is left).
    let held = before;
    let reads = 0;
    let answerSlowRead = () => {};
    mockApi(async (url) => {
      if (url.pathname === '/api/home/product/get-card-product/c1') {
        reads += 1;
        const answer = held; // read as the server holds it when the read arrives
        if (reads === 2) await new Promise<void>((resolve) => (answerSlowRead = resolve));
        return { body: answer };
      }
      if (url.pathname === `/api/home/product/cart-row/${line._id}`) {
        held = emptyCart;
        return { body: emptyCart };
      }
      return undefined;
    });
    const store = makeStore();
    const cart = store.dispatch(cartApi.endpoints.getCart.initiate('c1'));
    await cart;
    // Another read starts (a refetch, another tab's change) and is slow to answer.
    void cart.refetch();
    await waitFor(() => expect(reads).toBe(2));
    await store.dispatch(
      setCartRowApi.endpoints.setCartRow.initiate({
        customerId: 'c1',
        lineId: line._id,
        colorId: 'colour-black',
        propertyId: null,
        change: -1,
      }),
    );
    // The slow read answers the cart as it was before the step.
    answerSlowRead();
    await waitFor(() =>
      expect(cartApi.endpoints.getCart.select('c1')(store.getState()).data).toEqual(emptyCart),
    );
    cart.unsubscribe();
  });
});
