import type { BannerResponse } from '@chapkhana/shared/catalogue';
import { api } from '@/lib/api-client';

export const createBannerApi = api.injectEndpoints({
  endpoints: (build) => ({
    createBanner: build.mutation<BannerResponse, FormData>({
      query: (body) => ({ url: '/admin/banners', method: 'POST', body }),
      invalidatesTags: ['Banners'],
    }),
  }),
});

export const { useCreateBannerMutation } = createBannerApi;
