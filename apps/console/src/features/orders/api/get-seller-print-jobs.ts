import type { z } from 'zod';
import type { printJobsResponseSchema } from '@chapkhana/shared/print';
import { PRINT_ROUTES } from '@chapkhana/shared/print-rules';
import { api, underApi } from '@/lib/api-client';

/** GET /api/seller/print/orders/{sellerOrderId}: the print jobs of the seller's part. */
export const getSellerPrintJobsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSellerPrintJobs: build.query<z.infer<typeof printJobsResponseSchema>, string>({
      query: (sellerOrderId) => underApi(PRINT_ROUTES.sellerJobs(sellerOrderId)),
      providesTags: ['PrintJobs'],
    }),
  }),
});

export const { useGetSellerPrintJobsQuery } = getSellerPrintJobsApi;
