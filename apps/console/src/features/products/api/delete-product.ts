import type { MessageResponse } from '@chapkhana/shared/accounts';
import { api } from '@/lib/api-client';

export const deleteProductApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteProduct: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/seller/products/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Products'],
    }),
  }),
});

export const { useDeleteProductMutation } = deleteProductApi;
