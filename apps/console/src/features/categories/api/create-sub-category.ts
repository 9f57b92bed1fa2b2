import type { SubCategoryResponse } from '@chapkhana/shared/catalogue';
import type { SubCategoryFields } from '@/features/categories/types/category-fields';
import { api } from '@/lib/api-client';

/** POST /api/admin/sub-categories. */
export const createSubCategoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    createSubCategory: build.mutation<SubCategoryResponse, SubCategoryFields>({
      query: (body) => ({ url: '/admin/sub-categories', method: 'POST', body }),
      invalidatesTags: ['SubCategories', 'Categories'],
    }),
  }),
});

export const { useCreateSubCategoryMutation } = createSubCategoryApi;
