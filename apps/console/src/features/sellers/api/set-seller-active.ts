import type { SellerResponse, SetSellerActiveBody } from '@chapkhana/shared/staff';
import { api } from '@/lib/api-client';

export const setSellerActiveApi = api.injectEndpoints({
  endpoints: (build) => ({
    setSellerActive: build.mutation<SellerResponse, { id: string } & SetSellerActiveBody>({
      query: ({ id, ...body }) => ({
        url: `/admin/sellers/${id}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: ['Sellers'],
    }),
  }),
});

export const { useSetSellerActiveMutation } = setSellerActiveApi;
