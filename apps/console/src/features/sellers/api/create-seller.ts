import type { CreateSellerBody, CreateSellerResponse } from '@chapkhana/shared/staff';
import { api } from '@/lib/api-client';

export const createSellerApi = api.injectEndpoints({
  endpoints: (build) => ({
    createSeller: build.mutation<CreateSellerResponse, CreateSellerBody>({
      query: (body) => ({ url: '/admin/sellers', method: 'POST', body }),
      invalidatesTags: ['Sellers'],
    }),
  }),
});

export const { useCreateSellerMutation } = createSellerApi;
