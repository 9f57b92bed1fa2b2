import type { CashParcel, CashParcelsQuery } from '@chapkhana/shared/cash';
import { api, cleanParams } from '@/lib/api-client';
import type { CashSide } from './side';

/** GET /api/{seller,admin}/cash/parcels: the parcels behind one figure of one courier. */
export const getCashParcelsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCashParcels: build.query<CashParcel[], { side: CashSide } & Partial<CashParcelsQuery>>({
      query: ({ side, ...params }) => ({
        url: `/${side}/cash/parcels`,
        params: cleanParams(params),
      }),
      transformResponse: (response: { items: CashParcel[] }) => response.items,
      providesTags: ['Cash'],
    }),
  }),
});

export const { useGetCashParcelsQuery } = getCashParcelsApi;
