import type { CustomerParcel, CustomerParcelsResponse } from '@chapkhana/shared/parcels';
import { api } from '@/lib/api-client';

/**
 * GET /api/home/coustomer/order-parcels/{orderId}: the parcels of one of the customer's orders
 * and their history. Tagged 'Orders', so `parcel:update` (and an order status) reads it again.
 */
export const orderParcelsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrderParcels: build.query<CustomerParcel[], string>({
      query: (orderId) => `/home/coustomer/order-parcels/${encodeURIComponent(orderId)}`,
      transformResponse: (response: CustomerParcelsResponse) => response.parcels,
      providesTags: ['Orders'],
    }),
  }),
});

export const { useGetOrderParcelsQuery } = orderParcelsApi;
