import type { SellerProductResponse } from '@chapkhana/shared/products';
import { api } from '@/lib/api-client';

/** PUT /api/seller/products/{id}/images: the kept pictures, in their new order. */
export const arrangeProductImagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    arrangeProductImages: build.mutation<SellerProductResponse, { id: string; images: string[] }>({
      query: ({ id, images }) => ({
        url: `/seller/products/${id}/images`,
        method: 'PUT',
        body: { images },
      }),
      invalidatesTags: ['Products'],
    }),
  }),
});

export const { useArrangeProductImagesMutation } = arrangeProductImagesApi;
