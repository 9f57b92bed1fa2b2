import type { SellerProductResponse } from '@chapkhana/shared/products';
import { api } from '@/lib/api-client';

/** PUT /api/seller/products/{id}/published: on the storefront (needs a picture) or off it. */
export const publishProductApi = api.injectEndpoints({
  endpoints: (build) => ({
    publishProduct: build.mutation<SellerProductResponse, { id: string; published: boolean }>({
      query: ({ id, published }) => ({
        url: `/seller/products/${id}/published`,
        method: 'PUT',
        body: { published },
      }),
      invalidatesTags: ['Products'],
    }),
  }),
});

export const { usePublishProductMutation } = publishProductApi;
