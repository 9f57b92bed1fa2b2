import type { CartResponse } from '@chapkhana/shared/cart';
import { PRINT_ROUTES } from '@chapkhana/shared/print-rules';
import { apiPath } from '@/features/print/utils/api-path';
import { api } from '@/lib/api-client';

/** POST /api/home/print/lines/{lineId}/reorder: the same options, pieces and files into the cart. */
export const reorderPrintLineApi = api.injectEndpoints({
  endpoints: (build) => ({
    reorderPrintLine: build.mutation<CartResponse, string>({
      query: (lineId) => ({
        url: apiPath(PRINT_ROUTES.reorder(encodeURIComponent(lineId))),
        method: 'POST',
      }),
      invalidatesTags: (result) => (result ? ['Cart'] : []),
    }),
  }),
});

export const { useReorderPrintLineMutation } = reorderPrintLineApi;
