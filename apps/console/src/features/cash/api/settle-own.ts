import type { settleOwnBodySchema, settleOwnResponseSchema } from '@chapkhana/shared/cash';
import type { z } from '@chapkhana/shared/zod';
import { api } from '@/lib/api-client';

/** POST /api/seller/cash/own-settled: the own driver handed these parcels' cash in. */
export const settleOwnApi = api.injectEndpoints({
  endpoints: (build) => ({
    settleOwn: build.mutation<
      z.infer<typeof settleOwnResponseSchema>,
      z.infer<typeof settleOwnBodySchema>
    >({
      query: (body) => ({ url: '/seller/cash/own-settled', method: 'POST', body }),
      invalidatesTags: ['Cash'],
    }),
  }),
});

export const { useSettleOwnMutation } = settleOwnApi;
