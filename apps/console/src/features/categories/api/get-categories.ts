import type { z } from 'zod';
import type { consoleCategoryPageResponseSchema } from '@chapkhana/shared/catalogue';
import { api } from '@/lib/api-client';

export const getCategoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminCategories: build.query<z.infer<typeof consoleCategoryPageResponseSchema>, number>({
      query: (page) => ({ url: '/admin/categories', params: { page, perPage: 20 } }),
      providesTags: ['Categories'],
    }),
  }),
});

export const { useGetAdminCategoriesQuery } = getCategoriesApi;
