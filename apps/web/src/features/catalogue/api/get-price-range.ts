import type { PriceRange, PriceRangeLatestResponse } from '@chapkhana/shared/catalogue';
import { api } from '@/lib/api-client';

/** `categoryId` and `searchValue` are sent only when set. */
export interface PriceRangeArgs {
  categoryId?: string;
  searchValue?: string;
}

// The shared package exports the schema but not its type; this reads the type off the schema.

/**
 * GET /api/home/price-range-latest-product: the lowest and highest discounted price (USD) of
 * the category or search, which bound the listing's price slider. `latest_product` is unused.
 */
export const priceRangeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPriceRange: build.query<PriceRange, PriceRangeArgs>({
      query: (params) => ({ url: '/home/price-range-latest-product', params }),
      transformResponse: (response: PriceRangeLatestResponse) => response.priceRange,
    }),
  }),
});

export const { useGetPriceRangeQuery } = priceRangeApi;
