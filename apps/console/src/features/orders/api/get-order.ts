import type { z } from 'zod';
import type { consoleOrderResponseSchema } from '@chapkhana/shared/orders';
import { api } from '@/lib/api-client';

export const getOrderApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminOrder: build.query<z.infer<typeof consoleOrderResponseSchema>, string>({
      query: (id) => `/admin/orders/${id}`,
      providesTags: ['Orders'],
    }),
  }),
});

export const { useGetAdminOrderQuery } = getOrderApi;
