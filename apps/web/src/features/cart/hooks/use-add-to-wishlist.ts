import { useCallback } from 'react';
import { useAddToWishlistMutation } from '@/features/cart/api/add-to-wishlist';
import { failureMessage } from '@/lib/api-failure';
import { useCustomer } from '@/lib/use-customer';
import { useShownText } from '@/lib/use-shown-text';
import { actionToast } from '@/lib/action-toast';

const feedback = actionToast('add-to-wishlist');

/** Puts a product on the signed-in customer's wishlist; "already there" is a translated error. */
export function useAddToWishlist() {
  const customerId = useCustomer()?.id ?? null;
  const shownText = useShownText();
  const [addToWishlist, { isLoading }] = useAddToWishlistMutation();
  const add = useCallback(
    async (productId: string) => {
      if (!customerId) return false;
      try {
        await addToWishlist({ userId: customerId, productId }).unwrap();
        feedback.success(shownText({ key: 'wishlist.messages.added' }));
        return true;
      } catch (error) {
        feedback.error(shownText(failureMessage(error)));
        return false;
      }
    },
    [addToWishlist, customerId, shownText],
  );
  return { addToWishlist: add, isAddingToWishlist: isLoading };
}
