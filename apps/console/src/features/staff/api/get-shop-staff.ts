import type { ShopStaffResponse } from '@chapkhana/shared/staff';
import { api } from '@/lib/api-client';

export const getShopStaffApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShopStaff: build.query<ShopStaffResponse, undefined>({
      query: () => ({ url: '/seller/staff' }),
      providesTags: ['ShopStaff'],
    }),
  }),
});

export const { useGetShopStaffQuery } = getShopStaffApi;
