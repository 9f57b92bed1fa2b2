import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { useAddToWishlistMutation } from '@/features/cart/api/add-to-wishlist';
import { cartSentence } from '@/features/cart/utils/cart-messages';
import { failureMessage, successMessage } from '@/lib/api-failure';
import { useCustomer } from '@/lib/use-customer';
import { useShownText } from '@/lib/use-shown-text';

/** Puts a product on the signed-in customer's wishlist; "already there" is a translated error. */
export function useAddToWishlist() {
  const customerId = useCustomer()?.id ?? null;
  const shownText = useShownText();
  const [addToWishlist, { isLoading }] = useAddToWishlistMutation();
  const add = useCallback(
    async (productId: string) => {
      if (!customerId) return false;
      try {
        const { message } = await addToWishlist({ userId: customerId, productId }).unwrap();
        toast.success(shownText(successMessage(message, cartSentence, 'wishlist.messages.added')));
        return true;
      } catch (error) {
        toast.error(shownText(failureMessage(error, cartSentence)));
        return false;
      }
    },
    [addToWishlist, customerId, shownText],
  );
  return { addToWishlist: add, isAddingToWishlist: isLoading };
}
