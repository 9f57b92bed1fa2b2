import type { PrintJob } from '@chapkhana/shared/print';
import { PRINT_ROUTES } from '@chapkhana/shared/print-rules';
import { apiPath } from '@/features/print/utils/api-path';
import { api } from '@/lib/api-client';

/**
 * GET /api/home/print/orders/{orderId}: the print lines of one of the customer's orders with
 * their artwork, proofs and conversation. Tagged 'Orders', so an order status or `print:job`
 * event and every print action refetch it.
 */
export const printJobsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPrintJobs: build.query<PrintJob[], string>({
      query: (orderId) => apiPath(PRINT_ROUTES.customerJobs(encodeURIComponent(orderId))),
      transformResponse: (response: { jobs: PrintJob[] }) => response.jobs,
      providesTags: ['Orders'],
    }),
  }),
});

export const { useGetPrintJobsQuery } = printJobsApi;
