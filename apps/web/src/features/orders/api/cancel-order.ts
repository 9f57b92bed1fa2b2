import type { MessageResponse } from '@chapkhana/shared/accounts';
import { api } from '@/lib/api-client';

/** DELETE /api/home/coustomer/delete-orders: cancels a pending, unpaid order; its stock returns. */
export const cancelOrderApi = api.injectEndpoints({
  endpoints: (build) => ({
    cancelOrder: build.mutation<MessageResponse, string>({
      query: (orderId) => ({
        url: '/home/coustomer/delete-orders',
        method: 'DELETE',
        body: { orderId },
      }),
      invalidatesTags: ['Orders'],
    }),
  }),
});

export const { useCancelOrderMutation } = cancelOrderApi;
