import type { SellerProductResponse } from '@chapkhana/shared/products';
import type { ProductFormBody } from '@/features/products/utils/print-values';
import { api } from '@/lib/api-client';

/**
 * POST /api/seller/products: a draft. `creationKey` is one per new-product form: a repeat (a
 * lost answer, a second tap) answers the product the first made instead of making another.
 */
export const createProductApi = api.injectEndpoints({
  endpoints: (build) => ({
    createProduct: build.mutation<
      SellerProductResponse,
      { body: ProductFormBody; creationKey: string }
    >({
      query: ({ body, creationKey }) => ({
        url: '/seller/products',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': creationKey },
      }),
      invalidatesTags: ['Products'],
    }),
  }),
});

export const { useCreateProductMutation } = createProductApi;
