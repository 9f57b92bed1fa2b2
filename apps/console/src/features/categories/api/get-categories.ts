import type { z } from 'zod';
import type { categoryPageResponseSchema } from '@chapkhana/shared/console';
import { api } from '@/lib/api-client';

export const getCategoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminCategories: build.query<z.infer<typeof categoryPageResponseSchema>, number>({
      query: (page) => ({ url: '/admin/categories', params: { page, perPage: 20 } }),
      providesTags: ['Categories'],
    }),
  }),
});

export const { useGetAdminCategoriesQuery } = getCategoriesApi;
