import type { AdminPaymentMethod, PaymentMethodId } from '@chapkhana/shared/payments';
import { api } from '@/lib/api-client';

type Methods = { methods: AdminPaymentMethod[] };

/**
 * GET /api/admin/payment-methods: every way to pay, whether this server has it set up and its
 * switch; PUT …/{method} switches one (the answer is the whole list again).
 */
export const paymentMethodsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPaymentMethods: build.query<AdminPaymentMethod[], undefined>({
      query: () => '/admin/payment-methods',
      transformResponse: (response: Methods) => response.methods,
      providesTags: ['PaymentMethods'],
    }),
    switchPaymentMethod: build.mutation<
      AdminPaymentMethod[],
      { method: PaymentMethodId; enabled: boolean }
    >({
      query: ({ method, enabled }) => ({
        url: `/admin/payment-methods/${method}`,
        method: 'PUT',
        body: { enabled },
      }),
      transformResponse: (response: Methods) => response.methods,
      invalidatesTags: ['PaymentMethods'],
    }),
  }),
});

export const { useGetPaymentMethodsQuery, useSwitchPaymentMethodMutation } = paymentMethodsApi;
