import type { HomePageResponse } from '@chapkhana/shared/catalogue';
import { api } from '@/lib/api-client';

/**
 * GET /api/home/page-data: banners, categories, new and discounted products and the rate in
 * one round trip — the home page's only call besides the header's categories (docs/design.md §11).
 */
export const homePageDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHomePageData: build.query<HomePageResponse, undefined>({
      query: () => '/home/page-data',
    }),
  }),
});

export const { useGetHomePageDataQuery } = homePageDataApi;
