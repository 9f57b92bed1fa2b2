import type { MessageResponse } from '@chapkhana/shared/accounts';
import { api } from '@/lib/api-client';

/** DELETE /api/admin/categories/{id}. */
export const deleteCategoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteCategory: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/admin/categories/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Categories', 'SubCategories'],
    }),
  }),
});

export const { useDeleteCategoryMutation } = deleteCategoryApi;
