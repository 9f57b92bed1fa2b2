import type { z } from 'zod';
import type { customerPageResponseSchema } from '@chapkhana/shared/accounts';
import { api, cleanParams } from '@/lib/api-client';

export const getCustomersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCustomers: build.query<
      z.infer<typeof customerPageResponseSchema>,
      { page: number; perPage: number; search?: string }
    >({
      query: (params) => ({ url: '/admin/customers', params: cleanParams(params) }),
      providesTags: ['Customers'],
    }),
  }),
});

export const { useGetCustomersQuery } = getCustomersApi;
