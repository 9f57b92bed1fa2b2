import { useCallback } from 'react';
import { useRemoveCartLineMutation } from '@/features/cart/api/remove-cart-line';
import { useSetCartRowMutation } from '@/features/cart/api/set-cart-row';
import { useCustomer } from '@/lib/use-customer';
import { useShownText } from '@/lib/use-shown-text';
import { actionToast } from '@/lib/action-toast';

const feedback = actionToast('cart-line');

/**
 * One more or one fewer of a colour × size row, and remove, for one cart line. Failures (no
 * more stock, a row another tab took out) show the server's sentence translated; a removal
 * says so. Row steps never wait for each other: the server counts each one.
 */
export function useCartLineActions(lineId: string) {
  const customerId = useCustomer()?.id ?? null;
  const shownText = useShownText();
  const [setRow] = useSetCartRowMutation();
  const [remove, removeState] = useRemoveCartLineMutation();

  const run = useCallback(
    async (action: () => Promise<unknown>, announce: boolean) => {
      try {
        await action();
        if (announce) feedback.success(shownText({ key: 'cart.messages.removed' }));
      } catch (error) {
        void feedback.failure(error, shownText);
      }
    },
    [shownText],
  );

  return {
    step: (row: { colorId: string; propertyId: string | null }, change: 1 | -1) =>
      customerId
        ? run(() => setRow({ customerId, lineId, ...row, change }).unwrap(), false)
        : Promise.resolve(),
    remove: () => run(() => remove(lineId).unwrap(), true),
    isRemoving: removeState.isLoading,
  };
}
