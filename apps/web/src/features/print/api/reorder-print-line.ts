import type { CartResponse } from '@chapkhana/shared/cart';
import type { ReorderBody } from '@chapkhana/shared/print';
import { PRINT_ROUTES } from '@chapkhana/shared/print-rules';
import { apiPath } from '@/features/print/utils/api-path';
import { api } from '@/lib/api-client';

/**
 * POST /api/home/print/lines/{lineId}/reorder: the same options, pieces and files into the cart,
 * with the job's approved proof (`reuse`) or asking for a new one (`new`).
 */
export const reorderPrintLineApi = api.injectEndpoints({
  endpoints: (build) => ({
    reorderPrintLine: build.mutation<
      CartResponse,
      { lineId: string; proof: NonNullable<ReorderBody>['proof'] }
    >({
      query: ({ lineId, proof }) => ({
        url: apiPath(PRINT_ROUTES.reorder(encodeURIComponent(lineId))),
        method: 'POST',
        body: { proof },
      }),
      invalidatesTags: (result) => (result ? ['Cart'] : []),
    }),
  }),
});

export const { useReorderPrintLineMutation } = reorderPrintLineApi;
