import { PAYMENT_METHODS, type PaymentMethod } from '@chapkhana/shared/orders';
import type { PaymentMethodsResponse } from '@chapkhana/shared/payments';
import { api } from '@/lib/api-client';

const takenHere = (id: string): id is PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(id);

/**
 * GET /api/home/payment-methods: the ways to pay the shop offers now (set up on the server and
 * switched on by an admin), of those this checkout takes.
 */
export const paymentOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPaymentOptions: build.query<PaymentMethod[], undefined>({
      query: () => '/home/payment-methods',
      transformResponse: (response: PaymentMethodsResponse) =>
        response.methods.map((method) => method.id).filter(takenHere),
    }),
  }),
});

export const { useGetPaymentOptionsQuery } = paymentOptionsApi;
