import type { AdminDeliveryFees } from '@chapkhana/shared/delivery';
import { api } from '@/lib/api-client';

/** GET /api/admin/delivery-fees: the fee to each governorate and the default. */
export const getDeliveryFeesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDeliveryFees: build.query<AdminDeliveryFees, undefined>({
      query: () => '/admin/delivery-fees',
      providesTags: ['Delivery'],
    }),
  }),
});

export const { useGetDeliveryFeesQuery } = getDeliveryFeesApi;
