import type { SellerOrder } from '@chapkhana/shared/orders';
import type { DeliveryStatus } from '@chapkhana/shared/orders';
import { api } from '@/lib/api-client';

export const setSellerOrderStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    setSellerOrderStatus: build.mutation<
      { order: SellerOrder },
      { id: string; delivery_status: DeliveryStatus }
    >({
      query: ({ id, delivery_status }) => ({
        url: `/seller/orders/${id}`,
        method: 'PATCH',
        body: { delivery_status },
      }),
      invalidatesTags: ['SellerOrders'],
    }),
  }),
});

export const { useSetSellerOrderStatusMutation } = setSellerOrderStatusApi;
