import type { ShopContacts } from '@chapkhana/shared/settings';
import { api } from '@/lib/api-client';

/** GET /api/home/shop-settings: the shop's numbers, email and social links an admin set. */
export const shopContactsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShopContacts: build.query<ShopContacts, undefined>({
      query: () => '/home/shop-settings',
    }),
  }),
});

export const { useGetShopContactsQuery } = shopContactsApi;
