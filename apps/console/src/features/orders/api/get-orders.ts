import type { z } from 'zod';
import type { consoleOrderPageResponseSchema, OrderPageQuery } from '@chapkhana/shared/orders';
import { api, cleanParams } from '@/lib/api-client';

export type OrdersFilter = Partial<OrderPageQuery>;

export const getOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminOrders: build.query<z.infer<typeof consoleOrderPageResponseSchema>, OrdersFilter>({
      query: (filter) => ({ url: '/admin/orders', params: cleanParams(filter) }),
      providesTags: ['Orders'],
    }),
  }),
});

export const { useGetAdminOrdersQuery } = getOrdersApi;
