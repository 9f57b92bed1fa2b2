import type { CategoryResponse } from '@chapkhana/shared/catalogue';
import { api } from '@/lib/api-client';

/** POST /api/admin/categories: a new category with its picture (multipart). */
export const createCategoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    createCategory: build.mutation<CategoryResponse, FormData>({
      query: (body) => ({ url: '/admin/categories', method: 'POST', body }),
      invalidatesTags: ['Categories'],
    }),
  }),
});

export const { useCreateCategoryMutation } = createCategoryApi;
