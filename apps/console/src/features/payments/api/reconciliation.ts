import type {
  PaymentFlag,
  PaymentFlagsResponse,
  ReconciliationCheckResponse,
  ReconciliationResponse,
} from '@chapkhana/shared/reconciliation';
import { api } from '@/lib/api-client';

/**
 * Reconciliation (issue 38): GET /api/admin/reconciliation (a provider's day, for a range of
 * days), GET …/flags (the open ones), POST …/flags/{id}/resolve and POST …/days/{day}/check.
 */
export const reconciliationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReconciliation: build.query<ReconciliationResponse, { from: string; to: string }>({
      query: (range) => ({ url: '/admin/reconciliation', params: range }),
      providesTags: ['Reconciliation'],
    }),
    getPaymentFlags: build.query<PaymentFlag[], undefined>({
      query: () => '/admin/reconciliation/flags',
      transformResponse: (response: PaymentFlagsResponse) => response.flags,
      providesTags: ['Reconciliation'],
    }),
    resolvePaymentFlag: build.mutation<PaymentFlag, { id: string; note: string }>({
      query: ({ id, note }) => ({
        url: `/admin/reconciliation/flags/${id}/resolve`,
        method: 'POST',
        body: { note },
      }),
      invalidatesTags: ['Reconciliation'],
    }),
    checkDay: build.mutation<ReconciliationCheckResponse, string>({
      query: (day) => ({ url: `/admin/reconciliation/days/${day}/check`, method: 'POST' }),
      invalidatesTags: ['Reconciliation'],
    }),
  }),
});

export const {
  useGetReconciliationQuery,
  useGetPaymentFlagsQuery,
  useResolvePaymentFlagMutation,
  useCheckDayMutation,
} = reconciliationApi;
