import { PRINT_ROUTES } from '@chapkhana/shared/print-rules';
import { apiPath } from '@/features/print/utils/api-path';
import { api } from '@/lib/api-client';

/**
 * DELETE /api/home/print/artwork/:id: the customer's uploaded file goes from the shop (and from
 * their cart lines, hence the cart is read again); 409 `artwork_in_order` when an order uses it,
 * 404 `artwork_not_found` when it is gone already.
 */
export const removeArtworkApi = api.injectEndpoints({
  endpoints: (build) => ({
    removeArtwork: build.mutation<{ artworkId: string }, string>({
      query: (artworkId) => ({
        url: apiPath(PRINT_ROUTES.ownArtwork(artworkId)),
        method: 'DELETE',
      }),
      invalidatesTags: (result) => (result ? ['Cart'] : []),
    }),
  }),
});

export const { useRemoveArtworkMutation } = removeArtworkApi;
