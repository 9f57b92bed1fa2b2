import type { PrintJob } from '@chapkhana/shared/print';
import { PRINT_ROUTES } from '@chapkhana/shared/print-rules';
import { apiPath } from '@/features/print/utils/api-path';
import { api } from '@/lib/api-client';

/** POST /api/home/print/lines/{lineId}/changes `{ proofId, comment }`: what the proof should change. */
export const requestProofChangesApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestProofChanges: build.mutation<
      { job: PrintJob },
      { lineId: string; proofId: string; comment: string }
    >({
      query: ({ lineId, proofId, comment }) => ({
        url: apiPath(PRINT_ROUTES.changes(encodeURIComponent(lineId))),
        method: 'POST',
        body: { proofId, comment },
      }),
      invalidatesTags: (result) => (result ? ['Orders'] : []),
    }),
  }),
});

export const { useRequestProofChangesMutation } = requestProofChangesApi;
