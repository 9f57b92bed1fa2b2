import type { z } from 'zod';
import type { sellerOrderResponseSchema } from '@chapkhana/shared/orders';
import { api } from '@/lib/api-client';

export const getSellerOrderApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSellerOrder: build.query<z.infer<typeof sellerOrderResponseSchema>, string>({
      query: (id) => `/seller/orders/${id}`,
      providesTags: ['SellerOrders'],
    }),
  }),
});

export const { useGetSellerOrderQuery } = getSellerOrderApi;
