import type { CartResponse } from '@chapkhana/shared/cart';
import { api } from '@/lib/api-client';

/** GET /api/home/product/get-card-product/{userId}: lines per seller, totals in IQD. */
export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<CartResponse, string>({
      query: (customerId) => `/home/product/get-card-product/${encodeURIComponent(customerId)}`,
      providesTags: ['Cart'],
    }),
  }),
});

export const { useGetCartQuery } = cartApi;
