import type { z } from 'zod';
import type { customerOrdersResponseSchema } from '@chapkhana/shared/orders';
import { api } from '@/lib/api-client';

export const getCustomerOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCustomerOrders: build.query<
      z.infer<typeof customerOrdersResponseSchema>,
      { id: string; page: number }
    >({
      query: ({ id, page }) => ({ url: `/admin/customers/${id}/orders`, params: { page } }),
      providesTags: ['Customers', 'Orders'],
    }),
  }),
});

export const { useGetCustomerOrdersQuery } = getCustomerOrdersApi;
