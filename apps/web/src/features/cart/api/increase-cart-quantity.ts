import type { MessageResponse } from '@chapkhana/shared/accounts';
import { api } from '@/lib/api-client';

/** PUT /api/home/product/quantity-inc/{cardId}: one more unit of a cart line (409 at the stock). */
export const increaseCartQuantityApi = api.injectEndpoints({
  endpoints: (build) => ({
    increaseCartQuantity: build.mutation<MessageResponse, string>({
      query: (lineId) => ({
        url: `/home/product/quantity-inc/${encodeURIComponent(lineId)}`,
        method: 'PUT',
      }),
      invalidatesTags: ['Cart'],
    }),
  }),
});

export const { useIncreaseCartQuantityMutation } = increaseCartQuantityApi;
