import type { SellerResponse } from '@chapkhana/shared/staff';
import { api } from '@/lib/api-client';

export const setSellerActiveApi = api.injectEndpoints({
  endpoints: (build) => ({
    setSellerActive: build.mutation<SellerResponse, { id: string; active: boolean }>({
      query: ({ id, active }) => ({
        url: `/admin/sellers/${id}`,
        method: 'PATCH',
        body: { active },
      }),
      invalidatesTags: ['Sellers'],
    }),
  }),
});

export const { useSetSellerActiveMutation } = setSellerActiveApi;
