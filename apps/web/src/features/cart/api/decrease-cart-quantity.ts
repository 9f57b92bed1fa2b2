import type { MessageResponse } from '@chapkhana/shared/accounts';
import { api } from '@/lib/api-client';

/** PUT /api/home/product/quantity-dec/{cardId}: one unit less (never below 1). */
export const decreaseCartQuantityApi = api.injectEndpoints({
  endpoints: (build) => ({
    decreaseCartQuantity: build.mutation<MessageResponse, string>({
      query: (lineId) => ({
        url: `/home/product/quantity-dec/${encodeURIComponent(lineId)}`,
        method: 'PUT',
      }),
      invalidatesTags: ['Cart'],
    }),
  }),
});

export const { useDecreaseCartQuantityMutation } = decreaseCartQuantityApi;
