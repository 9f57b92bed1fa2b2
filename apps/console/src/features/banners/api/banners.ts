import type { z } from 'zod';
import type { bannerPageResponseSchema, ConsoleBanner } from '@chapkhana/shared/catalogue';
import { api } from '@/lib/api-client';

export const bannersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBanners: build.query<z.infer<typeof bannerPageResponseSchema>, number>({
      query: (page) => ({ url: '/admin/banners', params: { page, perPage: 20 } }),
      providesTags: ['Banners'],
    }),
  }),
});

export const { useGetBannersQuery } = bannersApi;

export type { ConsoleBanner };
