import type { ProductBody, SellerProduct } from '@chapkhana/shared/products';
import { api } from '@/lib/api-client';

/** POST /api/seller/products. */
export const createProductApi = api.injectEndpoints({
  endpoints: (build) => ({
    createProduct: build.mutation<{ product: SellerProduct }, ProductBody>({
      query: (body) => ({ url: '/seller/products', method: 'POST', body }),
      invalidatesTags: ['Products'],
    }),
  }),
});

export const { useCreateProductMutation } = createProductApi;
