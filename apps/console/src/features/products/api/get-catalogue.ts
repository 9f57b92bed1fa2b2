import type { CategoriesWithSubCategoriesResponse } from '@chapkhana/shared/catalogue';
import { api } from '@/lib/api-client';

/** The shop's categories with their sub-categories (public), for the product form's selects. */
export const getCatalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCatalogue: build.query<CategoriesWithSubCategoriesResponse, undefined>({
      query: () => '/home/get-categories-subCategories',
      providesTags: ['Categories'],
    }),
  }),
});

export const { useGetCatalogueQuery } = getCatalogueApi;
