import type { ORDER_FILTERS, Order } from '@chapkhana/shared/orders';
import { api } from '@/lib/api-client';

export type OrderFilter = (typeof ORDER_FILTERS)[number];

/** GET /api/home/coustomer/get-orders/{customerId}/{status}: newest first. */
export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrders: build.query<Order[], { customerId: string; status: OrderFilter }>({
      query: ({ customerId, status }) =>
        `/home/coustomer/get-orders/${encodeURIComponent(customerId)}/${encodeURIComponent(status)}`,
      transformResponse: (response: { orders: Order[] }) => response.orders,
      providesTags: ['Orders'],
    }),
  }),
});

export const { useGetOrdersQuery } = ordersApi;
