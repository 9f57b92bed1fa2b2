import type { BannerResponse } from '@chapkhana/shared/catalogue';
import { api } from '@/lib/api-client';

/** PATCH /api/admin/banners/{id}: its link, position or whether it shows. */
export const updateBannerApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateBanner: build.mutation<
      BannerResponse,
      { id: string; active?: boolean; link?: string; position?: number }
    >({
      query: ({ id, ...body }) => ({ url: `/admin/banners/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['Banners'],
    }),
  }),
});

export const { useUpdateBannerMutation } = updateBannerApi;
