import type { ConfirmOrderResponse } from '@chapkhana/shared/payments';
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
      { orderId: string; paymentMethod: PaymentMethod }
    >({
      // Keyed per press: a retry after a lost answer gets the first answer (the same FIB code).
      query: ({ orderId, paymentMethod }) =>
        keyedWrite({
          url: `/order/confirm/${encodeURIComponent(orderId)}`,
          method: 'PUT',
          body: { paymentMethod },
        }),
      invalidatesTags: (result) => (result ? ['Orders'] : []),
    }),
  }),
});

export const { useConfirmOrderMutation } = confirmOrderApi;
