import type { PaymentMethod } from '@chapkhana/shared/orders';
import { api } from '@/lib/api-client';

/** GET /api/payments/options: cash on delivery always, FIB when the shop has it set up. */
export const paymentOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPaymentOptions: build.query<PaymentMethod[], undefined>({
      query: () => '/payments/options',
      transformResponse: (response: { methods: PaymentMethod[] }) => response.methods,
    }),
  }),
});

export const { useGetPaymentOptionsQuery } = paymentOptionsApi;
