import type { CourierInvoice } from '@chapkhana/shared/cash';
import { api } from '@/lib/api-client';
import type { CashSide } from './side';

/** POST /api/{seller,admin}/cash/invoices/{id}/received: the seller got the money; a difference is accepted on purpose. */
export const receiveInvoiceApi = api.injectEndpoints({
  endpoints: (build) => ({
    receiveCourierInvoice: build.mutation<
      CourierInvoice,
      { side: CashSide; id: string; acceptDifference?: boolean }
    >({
      query: ({ side, id, acceptDifference }) => ({
        url: `/${side}/cash/invoices/${encodeURIComponent(id)}/received`,
        method: 'POST',
        body: acceptDifference ? { acceptDifference } : {},
      }),
      transformResponse: (response: { invoice: CourierInvoice }) => response.invoice,
      invalidatesTags: ['Cash'],
    }),
  }),
});

export const { useReceiveCourierInvoiceMutation } = receiveInvoiceApi;
