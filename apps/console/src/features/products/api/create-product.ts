import type { SellerProductResponse } from '@chapkhana/shared/products';
import type { ProductFormBody } from '@/features/products/utils/print-values';
import { api } from '@/lib/api-client';

/** POST /api/seller/products. */
export const createProductApi = api.injectEndpoints({
  endpoints: (build) => ({
    createProduct: build.mutation<SellerProductResponse, ProductFormBody>({
      query: (body) => ({ url: '/seller/products', method: 'POST', body }),
      invalidatesTags: ['Products'],
    }),
  }),
});

export const { useCreateProductMutation } = createProductApi;
