import type { MessageResponse } from '@chapkhana/shared/accounts';
import { api } from '@/lib/api-client';

/** DELETE /api/home/product/delete-card-product/{cardId}: takes a line out of the cart. */
export const removeCartLineApi = api.injectEndpoints({
  endpoints: (build) => ({
    removeCartLine: build.mutation<MessageResponse, string>({
      query: (lineId) => ({
        url: `/home/product/delete-card-product/${encodeURIComponent(lineId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['Cart'],
    }),
  }),
});

export const { useRemoveCartLineMutation } = removeCartLineApi;
