import type { Order } from '@chapkhana/shared/orders';
import { api } from '@/lib/api-client';

/** GET /api/home/coustomer/get-order-details/{orderId}: one of the customer's own orders. */
export const orderDetailsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrderDetails: build.query<Order, string>({
      query: (orderId) => `/home/coustomer/get-order-details/${encodeURIComponent(orderId)}`,
      transformResponse: (response: { order: Order }) => response.order,
      providesTags: ['Orders'],
    }),
  }),
});

export const { useGetOrderDetailsQuery } = orderDetailsApi;
