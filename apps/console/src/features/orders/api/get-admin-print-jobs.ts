import type { z } from 'zod';
import type { printJobsResponseSchema } from '@chapkhana/shared/print';
import { PRINT_ROUTES } from '@chapkhana/shared/print-rules';
import { api, underApi } from '@/lib/api-client';

/** GET /api/admin/print/orders/{orderId}: the print jobs of the whole order. */
export const getAdminPrintJobsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminPrintJobs: build.query<z.infer<typeof printJobsResponseSchema>, string>({
      query: (orderId) => underApi(PRINT_ROUTES.adminJobs(orderId)),
      providesTags: ['PrintJobs'],
    }),
  }),
});

export const { useGetAdminPrintJobsQuery } = getAdminPrintJobsApi;
