import type { ProductDetailsResponse } from '@chapkhana/shared/catalogue';
import { api } from '@/lib/api-client';

/** GET /api/home/product-details/{slug}: the product with related and more products; 404 when unknown. */
export const productDetailsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProductDetails: build.query<ProductDetailsResponse, string>({
      query: (slug) => `/home/product-details/${encodeURIComponent(slug)}`,
      // Keyed by slug, tagged by id: a review or a seller's edit (productUpdate) names the id.
      providesTags: (result) => (result ? [{ type: 'Product', id: result.product._id }] : []),
    }),
  }),
});

export const { useGetProductDetailsQuery } = productDetailsApi;
