import { api } from '@/lib/api-client';

export const deleteProductApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteProduct: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `/seller/products/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Products'],
    }),
  }),
});

export const { useDeleteProductMutation } = deleteProductApi;
