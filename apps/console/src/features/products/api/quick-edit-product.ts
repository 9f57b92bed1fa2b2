import type { ProductQuickEditBody, SellerProductResponse } from '@chapkhana/shared/products';
import { api } from '@/lib/api-client';

/** PATCH /api/seller/products/{id}: price and (one-colour products') stock from the list. */
export const quickEditProductApi = api.injectEndpoints({
  endpoints: (build) => ({
    quickEditProduct: build.mutation<
      SellerProductResponse,
      { id: string; body: ProductQuickEditBody }
    >({
      query: ({ id, body }) => ({ url: `/seller/products/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['Products'],
    }),
  }),
});

export const { useQuickEditProductMutation } = quickEditProductApi;
