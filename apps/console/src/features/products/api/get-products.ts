import type { z } from 'zod';
import type { sellerProductPageResponseSchema } from '@chapkhana/shared/products';
import { api, cleanParams } from '@/lib/api-client';

export const getProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSellerProducts: build.query<
      z.infer<typeof sellerProductPageResponseSchema>,
      { page: number; perPage: number; search?: string }
    >({
      query: (params) => ({ url: '/seller/products', params: cleanParams(params) }),
      providesTags: ['Products'],
    }),
  }),
});

export const { useGetSellerProductsQuery } = getProductsApi;
