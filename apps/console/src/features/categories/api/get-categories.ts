import type { z } from 'zod';
import type { categoryPageResponseSchema } from '@chapkhana/shared/console';
import { api } from '@/lib/api-client';

export const getCategoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminCategories: build.query<z.infer<typeof categoryPageResponseSchema>, undefined>({
      query: () => ({ url: '/admin/categories', params: { perPage: 100 } }),
      providesTags: ['Categories'],
    }),
  }),
});

export const { useGetAdminCategoriesQuery } = getCategoriesApi;
