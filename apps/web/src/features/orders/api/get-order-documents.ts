import type { OrderDocumentsResponse } from '@chapkhana/shared/documents';
import { api } from '@/lib/api-client';

/** GET /api/home/coustomer/orders/{orderId}/documents: the order's invoice and payment receipts. */
export const orderDocumentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrderDocuments: build.query<OrderDocumentsResponse, string>({
      query: (orderId) => `/home/coustomer/orders/${encodeURIComponent(orderId)}/documents`,
      providesTags: ['Orders'],
    }),
  }),
});

export const { useGetOrderDocumentsQuery } = orderDocumentsApi;
