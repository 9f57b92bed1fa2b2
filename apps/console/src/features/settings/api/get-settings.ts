import type { ShopSettings } from '@chapkhana/shared/settings';
import { api } from '@/lib/api-client';

/** GET /api/admin/settings: the shop's contacts, links and pages, and who last changed them. */
export const getSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<ShopSettings, undefined>({
      query: () => '/admin/settings',
      providesTags: ['Settings'],
    }),
  }),
});

export const { useGetSettingsQuery } = getSettingsApi;
