import type { ReviewsResponse } from '@chapkhana/shared/reviews';
import { api } from '@/lib/api-client';

export interface ReviewsPageArg {
  productId: string;
  pageNo: number;
}

/** GET /api/home/customer/get-reviews/{productId}?pageNo=: one page of 10, newest first. */
export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReviews: build.query<ReviewsResponse, ReviewsPageArg>({
      query: ({ productId, pageNo }) =>
        `/home/customer/get-reviews/${encodeURIComponent(productId)}?pageNo=${pageNo}`,
      providesTags: (_result, _error, { productId }) => [{ type: 'Reviews', id: productId }],
    }),
  }),
});

export const { useGetReviewsQuery } = reviewsApi;
