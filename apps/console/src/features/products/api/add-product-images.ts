import type { SellerProductResponse } from '@chapkhana/shared/products';
import { api } from '@/lib/api-client';

/** POST /api/seller/products/{id}/images: new pictures (multipart `images`). */
export const addProductImagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    addProductImages: build.mutation<SellerProductResponse, { id: string; files: File[] }>({
      query: ({ id, files }) => {
        const body = new FormData();
        for (const file of files) body.append('images', file);
        return { url: `/seller/products/${id}/images`, method: 'POST', body };
      },
      invalidatesTags: ['Products'],
    }),
  }),
});

export const { useAddProductImagesMutation } = addProductImagesApi;
