import type { ConfirmOrderResponse } from '@chapkhana/shared/payments';
import type { OnlineShare } from '@chapkhana/shared/deposits';
import type { PaymentMethod } from '@chapkhana/shared/orders';
import { api } from '@/lib/api-client';
import { keyedWrite } from '@/lib/keyed-write';

/**
 * PUT /api/order/confirm/{orderId}: cash on delivery, or an FIB payment whose QR code and
 * app links come back in `fib` (a new call replaces the previous code).
 */
export const confirmOrderApi = api.injectEndpoints({
  endpoints: (build) => ({
    confirmOrder: build.mutation<
      ConfirmOrderResponse,
      { orderId: string; paymentMethod: PaymentMethod; payNow?: OnlineShare | undefined }
    >({
      // Keyed per press: a retry after a lost answer gets the first answer (the same FIB code).
      query: ({ orderId, paymentMethod, payNow }) =>
        keyedWrite({
          url: `/order/confirm/${encodeURIComponent(orderId)}`,
          method: 'PUT',
          body: { paymentMethod, ...(payNow ? { payNow } : {}) },
        }),
      invalidatesTags: (result) => (result ? ['Orders'] : []),
    }),
  }),
});

export const { useConfirmOrderMutation } = confirmOrderApi;
