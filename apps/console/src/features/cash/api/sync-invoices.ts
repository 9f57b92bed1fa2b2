import { api } from '@/lib/api-client';
import type { CashSide } from './side';

/** POST /api/{seller,admin}/cash/invoices/sync: read one courier account's invoices now. */
export const syncInvoicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    syncCourierInvoices: build.mutation<unknown, { side: CashSide; courierAccountId: string }>({
      query: ({ side, courierAccountId }) => ({
        url: `/${side}/cash/invoices/sync`,
        method: 'POST',
        body: { courierAccountId },
      }),
      invalidatesTags: ['Cash'],
    }),
  }),
});

export const { useSyncCourierInvoicesMutation } = syncInvoicesApi;
