import type { ShopPage, ShopPageResponse } from '@chapkhana/shared/settings';
import { api } from '@/lib/api-client';

/** GET /api/home/shop-pages/:page: the About or Contact text in every language. */
export const shopPageApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShopPage: build.query<ShopPageResponse, ShopPage>({
      query: (page) => `/home/shop-pages/${page}`,
    }),
  }),
});

export const { useGetShopPageQuery } = shopPageApi;
