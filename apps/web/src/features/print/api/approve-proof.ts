import type { PrintJob, ProofApprovalBody } from '@chapkhana/shared/print';
import { PRINT_ROUTES } from '@chapkhana/shared/print-rules';
import { apiPath } from '@/features/print/utils/api-path';
import { api } from '@/lib/api-client';

/** POST /api/home/print/lines/{lineId}/approve `{ proofId, checked }`: the customer approves that proof. */
export const approveProofApi = api.injectEndpoints({
  endpoints: (build) => ({
    approveProof: build.mutation<{ job: PrintJob }, { lineId: string } & ProofApprovalBody>({
      query: ({ lineId, proofId, checked }) => ({
        url: apiPath(PRINT_ROUTES.approve(encodeURIComponent(lineId))),
        method: 'POST',
        body: { proofId, checked },
      }),
      invalidatesTags: (result) => (result ? ['Orders'] : []),
    }),
  }),
});

export const { useApproveProofMutation } = approveProofApi;
