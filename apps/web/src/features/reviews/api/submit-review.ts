import type { MessageResponse } from '@chapkhana/shared/accounts';
import type { SubmitReviewBody } from '@chapkhana/shared/reviews';
import { api } from '@/lib/api-client';

/**
 * POST /api/home/customer/submit-review (signed in; the name comes from the account; a second
 * review replaces the first). The list, the summary and the product's own rating refetch.
 */
export const submitReviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitReview: build.mutation<
      MessageResponse,
      { productId: string; rating: number; review: string }
    >({
      query: (body: SubmitReviewBody) => ({
        url: '/home/customer/submit-review',
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, error, { productId }) =>
        error
          ? []
          : [
              { type: 'Reviews', id: productId },
              { type: 'Product', id: productId },
            ],
    }),
  }),
});

export const { useSubmitReviewMutation } = submitReviewApi;
