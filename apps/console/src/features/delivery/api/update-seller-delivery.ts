import type { SellerDelivery, SellerDeliveryValues } from '@chapkhana/shared/delivery';
import { api } from '@/lib/api-client';
import { sellerDeliveryUrl, type SellerDeliveryOf } from './get-seller-delivery';

/** PUT the seller's fees and pickup, saved whole (by the seller, or by the admin for it). */
export const updateSellerDeliveryApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateSellerDelivery: build.mutation<
      SellerDelivery,
      { of: SellerDeliveryOf; values: SellerDeliveryValues }
    >({
      query: ({ of, values }) => ({ url: sellerDeliveryUrl(of), method: 'PUT', body: values }),
      invalidatesTags: ['Delivery'],
    }),
  }),
});

export const { useUpdateSellerDeliveryMutation } = updateSellerDeliveryApi;
