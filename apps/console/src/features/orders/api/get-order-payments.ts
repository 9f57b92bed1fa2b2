import type { AdminOrderPaymentsResponse } from '@chapkhana/shared/payments';
import { api } from '@/lib/api-client';

/** GET /api/admin/orders/{id}/payments: the order's paid online payments and the refunds made. */
export const getOrderPaymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrderPayments: build.query<AdminOrderPaymentsResponse, string>({
      query: (id) => `/admin/orders/${id}/payments`,
      providesTags: (_result, _error, id) => [{ type: 'OrderPayments', id }],
    }),
  }),
});

export const { useGetOrderPaymentsQuery } = getOrderPaymentsApi;
