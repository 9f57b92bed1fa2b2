import type { PaymentStatusResponse } from '@chapkhana/shared/payments';
import { api } from '@/lib/api-client';

/**
 * GET /api/order/payment-status/{orderId}: paid or not, and the delivery status. For an
 * unpaid FIB order the server asks FIB first, so polling this is how the page learns.
 */
export const paymentStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPaymentStatus: build.query<PaymentStatusResponse, string>({
      query: (orderId) => `/order/payment-status/${encodeURIComponent(orderId)}`,
      providesTags: ['Orders'],
    }),
  }),
});

export const { useGetPaymentStatusQuery } = paymentStatusApi;
