import { api } from '@/lib/api-client';

export const deleteBannerApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteBanner: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `/admin/banners/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Banners'],
    }),
  }),
});

export const { useDeleteBannerMutation } = deleteBannerApi;
