import type { z } from 'zod';
import type { sellerPageResponseSchema } from '@chapkhana/shared/staff';
import { api, cleanParams } from '@/lib/api-client';

export const getSellersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSellers: build.query<
      z.infer<typeof sellerPageResponseSchema>,
      { page: number; perPage: number; search?: string; active?: 'true' | 'false' }
    >({
      query: (params) => ({ url: '/admin/sellers', params: cleanParams(params) }),
      providesTags: ['Sellers'],
    }),
  }),
});

export const { useGetSellersQuery } = getSellersApi;
