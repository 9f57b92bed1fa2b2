import type { z } from 'zod';
import type { printJobResponseSchema } from '@chapkhana/shared/print';
import { PRINT_ROUTES } from '@chapkhana/shared/print-rules';
import { api, underApi } from '@/lib/api-client';

export interface UploadProofArgs {
  lineId: string;
  file: File;
  comment: string;
}

/**
 * POST /api/seller/print/lines/{lineId}/proofs (multipart): a new proof for the customer to
 * answer. The comment goes first so a streaming server has it before the file.
 */
export const uploadProofApi = api.injectEndpoints({
  endpoints: (build) => ({
    uploadProof: build.mutation<z.infer<typeof printJobResponseSchema>, UploadProofArgs>({
      query: ({ lineId, file, comment }) => {
        const body = new FormData();
        if (comment.trim()) body.append('comment', comment.trim());
        body.append('file', file, file.name);
        return { url: underApi(PRINT_ROUTES.sellerProof(lineId)), method: 'POST', body };
      },
      invalidatesTags: ['PrintJobs', 'SellerOrders'],
    }),
  }),
});

export const { useUploadProofMutation } = uploadProofApi;
