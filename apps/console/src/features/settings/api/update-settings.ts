import type { ShopSettings, ShopSettingsValues } from '@chapkhana/shared/settings';
import { api } from '@/lib/api-client';

/** PUT /api/admin/settings: replaces the settings; the storefront shows them at once. */
export const updateSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateSettings: build.mutation<ShopSettings, ShopSettingsValues>({
      query: (body) => ({ url: '/admin/settings', method: 'PUT', body }),
      invalidatesTags: ['Settings'],
    }),
  }),
});

export const { useUpdateSettingsMutation } = updateSettingsApi;
