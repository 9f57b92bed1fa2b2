import type { MessageResponse } from '@chapkhana/shared/accounts';
import { api } from '@/lib/api-client';

/** DELETE /api/admin/sub-categories/{id}. */
export const deleteSubCategoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteSubCategory: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/admin/sub-categories/${id}`, method: 'DELETE' }),
      invalidatesTags: ['SubCategories', 'Categories'],
    }),
  }),
});

export const { useDeleteSubCategoryMutation } = deleteSubCategoryApi;
