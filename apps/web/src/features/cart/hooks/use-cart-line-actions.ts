import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { useDecreaseCartQuantityMutation } from '@/features/cart/api/decrease-cart-quantity';
import { useIncreaseCartQuantityMutation } from '@/features/cart/api/increase-cart-quantity';
import { useRemoveCartLineMutation } from '@/features/cart/api/remove-cart-line';
import { failureMessage } from '@/lib/api-failure';
import { useShownText } from '@/lib/use-shown-text';

/**
 * +1, −1 and remove for one cart line. Failures (no more stock, below 1) show the server's
 * sentence translated; a removal says so. The cart refetches through its tag either way.
 */
export function useCartLineActions(lineId: string) {
  const shownText = useShownText();
  const [increase, increaseState] = useIncreaseCartQuantityMutation();
  const [decrease, decreaseState] = useDecreaseCartQuantityMutation();
  const [remove, removeState] = useRemoveCartLineMutation();

  const run = useCallback(
    async (action: () => Promise<unknown>, announce: boolean) => {
      try {
        await action();
        if (announce) {
          toast.success(shownText({ key: 'cart.messages.removed' }));
        }
      } catch (error) {
        toast.error(shownText(failureMessage(error)));
      }
    },
    [shownText],
  );

  return {
    increase: () => run(() => increase(lineId).unwrap(), false),
    decrease: () => run(() => decrease(lineId).unwrap(), false),
    remove: () => run(() => remove(lineId).unwrap(), true),
    isBusy: increaseState.isLoading || decreaseState.isLoading || removeState.isLoading,
  };
}
