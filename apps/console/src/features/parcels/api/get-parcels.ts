import type { ConsoleParcel, ConsoleParcelsResponse } from '@chapkhana/shared/parcels';
import { api } from '@/lib/api-client';

/** Whose parcels: the seller's part (its id) or the admin's order (its id). */
export interface ParcelsOf {
  side: 'seller' | 'admin';
  id: string;
}

/**
 * GET /api/seller/orders/{partId}/parcels or /api/admin/orders/{orderId}/parcels: the parcels
 * with every courier status (id and text), the notes and the attention flags.
 */
export const getParcelsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getParcels: build.query<ConsoleParcel[], ParcelsOf>({
      query: ({ side, id }) => `/${side}/orders/${encodeURIComponent(id)}/parcels`,
      transformResponse: (response: ConsoleParcelsResponse) => response.parcels,
      providesTags: ['Parcels'],
    }),
  }),
});

export const { useGetParcelsQuery } = getParcelsApi;
