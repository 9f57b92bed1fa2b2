import type { OrderHistoryResponse } from '@chapkhana/shared/audit';
import { api } from '@/lib/api-client';

/** An order's history: the admin's by order id, a seller's by its part's id. */
export const getOrderHistoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrderHistory: build.query<OrderHistoryResponse, { area: 'admin' | 'seller'; id: string }>({
      query: ({ area, id }) => ({ url: `/${area}/orders/${id}/history` }),
      // A move on the order page (status, proof, hand-over, cash) adds to its history.
      providesTags: ['History', 'Orders', 'SellerOrders', 'PrintJobs', 'Parcels', 'Cash'],
    }),
  }),
});

export const { useGetOrderHistoryQuery } = getOrderHistoryApi;
