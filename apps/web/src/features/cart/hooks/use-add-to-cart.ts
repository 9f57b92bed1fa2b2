import type { CartItemInput } from '@chapkhana/shared/cart';
import { useCallback } from 'react';
import { useAddToCartMutation } from '@/features/cart/api/add-to-cart';
import { currentCustomer, useCustomer } from '@/lib/use-customer';
import { useShownText } from '@/lib/use-shown-text';
import { actionToast } from '@/lib/action-toast';

/** The add-to-cart toasts, shared with the cart hook: a success clears the panel's own error. */
const feedback = actionToast('add-to-cart');

/**
 * Adds a product's chosen colours and options to the signed-in customer's cart and says
 * how it went (docs/storefront.md §8: the server's error sentence, translated when known). Resolves to
 * true when the cart took them.
 */
export function useAddToCart() {
  const customerId = useCustomer()?.id ?? null;
  const shownText = useShownText();
  const [addToCart, { isLoading }] = useAddToCartMutation();
  const add = useCallback(
    async (productId: string, cartItems: CartItemInput[], quantity: number) => {
      // A tap kept from before hydration comes before the render that reads the token.
      const userId = customerId ?? currentCustomer()?.id;
      if (!userId) return false;
      try {
        await addToCart({
          userId,
          productId,
          quantity,
          cartItems,
        }).unwrap();
        feedback.success(shownText({ key: 'cart.messages.added' }));
        return true;
      } catch (error) {
        void feedback.failure(error, shownText);
        return false;
      }
    },
    [addToCart, customerId, shownText],
  );
  return { addToCart: add, isAdding: isLoading };
}
