import type { z } from 'zod';
import type { ConsoleSubCategory, subCategoryPageResponseSchema } from '@chapkhana/shared/console';
import { api } from '@/lib/api-client';

export interface SubCategoryFields {
  categoryId: string;
  enName: string;
  kuName: string;
  arName: string;
  position: number;
}

export const subCategoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminSubCategories: build.query<z.infer<typeof subCategoryPageResponseSchema>, string>({
      query: (categoryId) => ({
        url: '/admin/sub-categories',
        params: { categoryId, perPage: 100 },
      }),
      providesTags: ['SubCategories'],
    }),
    createSubCategory: build.mutation<{ subCategory: ConsoleSubCategory }, SubCategoryFields>({
      query: (body) => ({ url: '/admin/sub-categories', method: 'POST', body }),
      invalidatesTags: ['SubCategories', 'Categories'],
    }),
    updateSubCategory: build.mutation<
      { subCategory: ConsoleSubCategory },
      { id: string } & SubCategoryFields
    >({
      query: ({ id, ...body }) => ({ url: `/admin/sub-categories/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['SubCategories', 'Categories'],
    }),
    deleteSubCategory: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `/admin/sub-categories/${id}`, method: 'DELETE' }),
      invalidatesTags: ['SubCategories', 'Categories'],
    }),
  }),
});

export const {
  useGetAdminSubCategoriesQuery,
  useCreateSubCategoryMutation,
  useUpdateSubCategoryMutation,
  useDeleteSubCategoryMutation,
} = subCategoriesApi;
