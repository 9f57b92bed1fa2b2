import type { z } from 'zod';
import type { sellerOrderPageResponseSchema, SellerOrderPageQuery } from '@chapkhana/shared/orders';
import { api, cleanParams } from '@/lib/api-client';

export const getSellerOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSellerOrders: build.query<
      z.infer<typeof sellerOrderPageResponseSchema>,
      Partial<SellerOrderPageQuery>
    >({
      query: (filter) => ({ url: '/seller/orders', params: cleanParams(filter) }),
      providesTags: ['SellerOrders'],
    }),
  }),
});

export const { useGetSellerOrdersQuery } = getSellerOrdersApi;
