import type { ConsoleBanner } from '@chapkhana/shared/console';
import { api } from '@/lib/api-client';

export const updateBannerApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateBanner: build.mutation<
      { banner: ConsoleBanner },
      { id: string; active?: boolean; link?: string; position?: number }
    >({
      query: ({ id, ...body }) => ({ url: `/admin/banners/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['Banners'],
    }),
    replaceBannerImage: build.mutation<{ banner: ConsoleBanner }, { id: string; body: FormData }>({
      query: ({ id, body }) => ({ url: `/admin/banners/${id}/image`, method: 'PUT', body }),
      invalidatesTags: ['Banners'],
    }),
  }),
});

export const { useUpdateBannerMutation, useReplaceBannerImageMutation } = updateBannerApi;
