import { PAYMENT_METHODS, type PaymentMethod } from '@chapkhana/shared/orders';
import type { PaymentMethodOffer, PaymentMethodsResponse } from '@chapkhana/shared/payments';
import { api } from '@/lib/api-client';

/** An offered way to pay that this checkout takes. */
export type CheckoutOffer = PaymentMethodOffer & { id: PaymentMethod };

const takenHere = (offer: PaymentMethodOffer): offer is CheckoutOffer =>
  (PAYMENT_METHODS as readonly string[]).includes(offer.id);

/**
 * GET /api/home/payment-methods: the ways to pay the shop offers now (set up on the server and
 * switched on by an admin), of those this checkout takes, in the shop's order, each with its
 * names, kind, logo and whether it is a look-alike (the demo).
 */
export const paymentOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPaymentOptions: build.query<CheckoutOffer[], undefined>({
      query: () => '/home/payment-methods',
      transformResponse: (response: PaymentMethodsResponse) => response.methods.filter(takenHere),
    }),
  }),
});

export const { useGetPaymentOptionsQuery } = paymentOptionsApi;
