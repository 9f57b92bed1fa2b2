import type { ConsoleCategory } from '@chapkhana/shared/console';
import { api } from '@/lib/api-client';

export interface CategoryFields {
  enName: string;
  kuName: string;
  arName: string;
  position: number;
}

/** Creates a category (multipart with its image) or changes one (names, position, then image). */
export const saveCategoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    createCategory: build.mutation<{ category: ConsoleCategory }, FormData>({
      query: (body) => ({ url: '/admin/categories', method: 'POST', body }),
      invalidatesTags: ['Categories'],
    }),
    updateCategory: build.mutation<{ category: ConsoleCategory }, { id: string } & CategoryFields>({
      query: ({ id, ...body }) => ({ url: `/admin/categories/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['Categories'],
    }),
    replaceCategoryImage: build.mutation<
      { category: ConsoleCategory },
      { id: string; body: FormData }
    >({
      query: ({ id, body }) => ({ url: `/admin/categories/${id}/image`, method: 'PUT', body }),
      invalidatesTags: ['Categories'],
    }),
    deleteCategory: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `/admin/categories/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Categories', 'SubCategories'],
    }),
  }),
});

export const {
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useReplaceCategoryImageMutation,
  useDeleteCategoryMutation,
} = saveCategoryApi;
