import type { QueryProductsResponse } from '@chapkhana/shared/catalogue';
import type { QueryProductsArgs } from '@/features/catalogue/utils/listing-filters';
import { api } from '@/lib/api-client';

/** GET /api/home/query-products: one page of the filtered, sorted listing (filtered in SQL). */
export const queryProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    queryProducts: build.query<QueryProductsResponse, QueryProductsArgs>({
      query: (params) => ({ url: '/home/query-products', params }),
    }),
  }),
});

export const { useQueryProductsQuery } = queryProductsApi;
