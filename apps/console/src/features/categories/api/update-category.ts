import type { CategoryResponse } from '@chapkhana/shared/catalogue';
import type { CategoryFields } from '@/features/categories/types/category-fields';
import { api } from '@/lib/api-client';

/** PATCH /api/admin/categories/{id}: names and position. */
export const updateCategoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateCategory: build.mutation<CategoryResponse, { id: string } & CategoryFields>({
      query: ({ id, ...body }) => ({ url: `/admin/categories/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['Categories'],
    }),
  }),
});

export const { useUpdateCategoryMutation } = updateCategoryApi;
