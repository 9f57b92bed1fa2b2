import type { BannerResponse } from '@chapkhana/shared/catalogue';
import { api } from '@/lib/api-client';

/** PUT /api/admin/banners/{id}/image: a new picture (multipart `image`). */
export const replaceBannerImageApi = api.injectEndpoints({
  endpoints: (build) => ({
    replaceBannerImage: build.mutation<BannerResponse, { id: string; body: FormData }>({
      query: ({ id, body }) => ({ url: `/admin/banners/${id}/image`, method: 'PUT', body }),
      invalidatesTags: ['Banners'],
    }),
  }),
});

export const { useReplaceBannerImageMutation } = replaceBannerImageApi;
