import type { PlaceOrderResponse } from '@chapkhana/shared/orders';
import type { ShippingInfo } from '@chapkhana/shared/addresses';
import type { DeliveryChoice } from '@chapkhana/shared/delivery';
import { api } from '@/lib/api-client';
import { keyedWrite } from '@/lib/keyed-write';

export interface PlaceOrderArgs {
  userId: string;
  shippingInfo: ShippingInfo;
  /** The parts collected from their print house (the rest are delivered). */
  deliveryChoices?: DeliveryChoice[];
  /** The delivery fee the checkout showed: another fee now is refused (409), never charged unseen. */
  shownShippingFee?: string;
  /** One per checkout attempt: a retry or double submit with it answers the same order. */
  idempotencyKey: string;
}

/**
 * POST /api/home/order/place-order. The server computes the order from the cart (client
 * figures are ignored, so none are sent) and empties those cart lines.
 */
export const placeOrderApi = api.injectEndpoints({
  endpoints: (build) => ({
    placeOrder: build.mutation<PlaceOrderResponse, PlaceOrderArgs>({
      query: ({ idempotencyKey, ...body }) =>
        keyedWrite({ url: '/home/order/place-order', method: 'POST', body }, idempotencyKey),
      // A 409 (sold out meanwhile) also changes what the cart can buy.
      invalidatesTags: (_result, error) =>
        !error || ('status' in error && error.status === 409) ? ['Cart', 'Orders'] : [],
    }),
  }),
});

export const { usePlaceOrderMutation } = placeOrderApi;
