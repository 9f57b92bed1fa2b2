import type { MessageResponse } from '@chapkhana/shared/accounts';
import { api } from '@/lib/api-client';

export const deleteBannerApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteBanner: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/admin/banners/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Banners'],
    }),
  }),
});

export const { useDeleteBannerMutation } = deleteBannerApi;
