import type { CategoryResponse } from '@chapkhana/shared/catalogue';
import { api } from '@/lib/api-client';

/** PUT /api/admin/categories/{id}/image: a new picture (multipart `image`). */
export const replaceCategoryImageApi = api.injectEndpoints({
  endpoints: (build) => ({
    replaceCategoryImage: build.mutation<CategoryResponse, { id: string; body: FormData }>({
      query: ({ id, body }) => ({ url: `/admin/categories/${id}/image`, method: 'PUT', body }),
      invalidatesTags: ['Categories'],
    }),
  }),
});

export const { useReplaceCategoryImageMutation } = replaceCategoryImageApi;
