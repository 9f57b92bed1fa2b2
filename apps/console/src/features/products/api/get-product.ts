import type { SellerProductResponse } from '@chapkhana/shared/products';
import { api } from '@/lib/api-client';

export const getProductApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSellerProduct: build.query<SellerProductResponse, string>({
      query: (id) => `/seller/products/${id}`,
      providesTags: ['Products'],
    }),
  }),
});

export const { useGetSellerProductQuery } = getProductApi;
