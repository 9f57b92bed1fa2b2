import type { OrderDocumentsResponse } from '@chapkhana/shared/documents';
import { api } from '@/lib/api-client';

/** Whose documents: the admin's (by order id) or the seller's (by their part's id). */
export interface DocumentsOf {
  side: 'admin' | 'seller';
  id: string;
}

/** GET /api/{admin|seller}/orders/{id}/documents: the invoice and the receipts this reader may download. */
export const getOrderDocumentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrderDocuments: build.query<OrderDocumentsResponse, DocumentsOf>({
      query: ({ side, id }) => `/${side}/orders/${encodeURIComponent(id)}/documents`,
      providesTags: (_result, _error, { id }) => [{ type: 'OrderPayments', id }],
    }),
  }),
});

export const { useGetOrderDocumentsQuery } = getOrderDocumentsApi;
