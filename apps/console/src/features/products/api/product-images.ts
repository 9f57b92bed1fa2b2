import type { SellerProduct } from '@chapkhana/shared/console';
import { api } from '@/lib/api-client';

/** New pictures are uploaded (multipart `images`); the kept ones are reordered with PUT. */
export const productImagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    addProductImages: build.mutation<{ product: SellerProduct }, { id: string; files: File[] }>({
      query: ({ id, files }) => {
        const body = new FormData();
        for (const file of files) body.append('images', file);
        return { url: `/seller/products/${id}/images`, method: 'POST', body };
      },
      invalidatesTags: ['Products'],
    }),
    arrangeProductImages: build.mutation<
      { product: SellerProduct },
      { id: string; images: string[] }
    >({
      query: ({ id, images }) => ({
        url: `/seller/products/${id}/images`,
        method: 'PUT',
        body: { images },
      }),
      invalidatesTags: ['Products'],
    }),
  }),
});

export const { useAddProductImagesMutation, useArrangeProductImagesMutation } = productImagesApi;
