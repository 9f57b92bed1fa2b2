import { api } from '@/lib/api-client';

/** DELETE /api/admin/sub-categories/{id}. */
export const deleteSubCategoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteSubCategory: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `/admin/sub-categories/${id}`, method: 'DELETE' }),
      invalidatesTags: ['SubCategories', 'Categories'],
    }),
  }),
});

export const { useDeleteSubCategoryMutation } = deleteSubCategoryApi;
