import type { SubCategoryResponse } from '@chapkhana/shared/catalogue';
import type { SubCategoryFields } from '@/features/categories/types/category-fields';
import { api } from '@/lib/api-client';

/** PATCH /api/admin/sub-categories/{id}. */
export const updateSubCategoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateSubCategory: build.mutation<SubCategoryResponse, { id: string } & SubCategoryFields>({
      query: ({ id, ...body }) => ({ url: `/admin/sub-categories/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['SubCategories', 'Categories'],
    }),
  }),
});

export const { useUpdateSubCategoryMutation } = updateSubCategoryApi;
