import type { AdminOrderPaymentsResponse, RefundBody } from '@chapkhana/shared/payments';
import { api } from '@/lib/api-client';

/**
 * POST /api/admin/orders/{id}/refunds. `refundKey` is one per refund the admin confirms: a
 * repeat (a second click, a retry after a lost answer) finds the refund the first made.
 */
export const refundPaymentApi = api.injectEndpoints({
  endpoints: (build) => ({
    refundPayment: build.mutation<
      AdminOrderPaymentsResponse,
      { orderId: string; body: RefundBody; refundKey: string }
    >({
      query: ({ orderId, body, refundKey }) => ({
        url: `/admin/orders/${orderId}/refunds`,
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': refundKey },
      }),
      invalidatesTags: (_result, _error, { orderId }) => [
        { type: 'OrderPayments', id: orderId },
        'Orders',
      ],
    }),
  }),
});

export const { useRefundPaymentMutation } = refundPaymentApi;
