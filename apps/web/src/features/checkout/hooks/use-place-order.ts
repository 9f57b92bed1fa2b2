import type { ShippingInfo } from '@chapkhana/shared/addresses';
import { useCallback, useState } from 'react';
import { toast } from '@/lib/toast';
import { usePlaceOrderMutation, type PlaceOrderArgs } from '@/features/checkout/api/place-order';
import { failureMessage } from '@/lib/api-failure';
import { randomId } from '@/lib/random-id';
import { useShownText } from '@/lib/use-shown-text';

/**
 * Places the order with one Idempotency-Key per checkout attempt: the key is made when the
 * shipping page opens and sent again on every retry or double submit, so an answer lost on a
 * flaky connection never turns into a second order. Resolves to the order id, or null.
 */
export function usePlaceOrder() {
  const shownText = useShownText();
  const [idempotencyKey] = useState(randomId);
  const [placeOrder, { isLoading }] = usePlaceOrderMutation();
  const place = useCallback(
    async (
      userId: string,
      shippingInfo: ShippingInfo,
      delivery: Pick<PlaceOrderArgs, 'deliveryChoices' | 'shownShippingFee'> = {},
    ): Promise<string | null> => {
      try {
        const { orderId } = await placeOrder({
          userId,
          shippingInfo,
          idempotencyKey,
          ...delivery,
        }).unwrap();
        return orderId;
      } catch (error) {
        toast.error(shownText(failureMessage(error)));
        return null;
      }
    },
    [placeOrder, idempotencyKey, shownText],
  );
  return { placeOrder: place, isPlacing: isLoading };
}
