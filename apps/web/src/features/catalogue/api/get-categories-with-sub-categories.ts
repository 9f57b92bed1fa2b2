import type {
  CategoriesWithSubCategoriesResponse,
  CategoryWithSubCategories,
} from '@chapkhana/shared/catalogue';
import { api } from '@/lib/api-client';

/** GET /api/home/get-categories-subCategories: every category with its sub-categories. */
export const categoriesWithSubCategoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategoriesWithSubCategories: build.query<CategoryWithSubCategories[], undefined>({
      query: () => '/home/get-categories-subCategories',
      transformResponse: (response: CategoriesWithSubCategoriesResponse) => response.categories,
    }),
  }),
});

export const { useGetCategoriesWithSubCategoriesQuery } = categoriesWithSubCategoriesApi;
