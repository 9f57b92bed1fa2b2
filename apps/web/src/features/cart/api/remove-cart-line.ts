import type { MessageResponse } from '@chapkhana/shared/accounts';
import { api } from '@/lib/api-client';
import { keyedWrite } from '@/lib/keyed-write';

/** DELETE /api/home/product/delete-card-product/{cardId}: takes a line out of the cart. */
export const removeCartLineApi = api.injectEndpoints({
  endpoints: (build) => ({
    removeCartLine: build.mutation<MessageResponse, string>({
      // Keyed: a removal sent again after a lost answer is answered as done, not "not found".
      query: (lineId) =>
        keyedWrite({
          url: `/home/product/delete-card-product/${encodeURIComponent(lineId)}`,
          method: 'DELETE',
        }),
      invalidatesTags: ['Cart'],
    }),
  }),
});

export const { useRemoveCartLineMutation } = removeCartLineApi;
