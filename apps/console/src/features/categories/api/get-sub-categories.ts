import type { z } from 'zod';
import type { subCategoryPageResponseSchema } from '@chapkhana/shared/catalogue';
import { api } from '@/lib/api-client';

/** GET /api/admin/sub-categories of one category (all of them: a category has few). */
export const getSubCategoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminSubCategories: build.query<z.infer<typeof subCategoryPageResponseSchema>, string>({
      query: (categoryId) => ({
        url: '/admin/sub-categories',
        params: { categoryId, perPage: 100 },
      }),
      providesTags: ['SubCategories'],
    }),
  }),
});

export const { useGetAdminSubCategoriesQuery } = getSubCategoriesApi;
