import type { AdminDeliveryFees, AdminDeliveryFeesValues } from '@chapkhana/shared/delivery';
import { api } from '@/lib/api-client';

/** PUT /api/admin/delivery-fees: the whole table at once; carts and product pages follow. */
export const updateDeliveryFeesApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateDeliveryFees: build.mutation<AdminDeliveryFees, AdminDeliveryFeesValues>({
      query: (body) => ({ url: '/admin/delivery-fees', method: 'PUT', body }),
      invalidatesTags: ['Delivery'],
    }),
  }),
});

export const { useUpdateDeliveryFeesMutation } = updateDeliveryFeesApi;
