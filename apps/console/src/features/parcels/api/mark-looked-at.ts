import { api } from '@/lib/api-client';

/** POST /api/{seller|admin}/parcels/{id}/looked-at: a person looked at a flagged parcel. */
export const markLookedAtApi = api.injectEndpoints({
  endpoints: (build) => ({
    markParcelLookedAt: build.mutation<null, { side: 'seller' | 'admin'; parcelId: string }>({
      query: ({ side, parcelId }) => ({
        url: `/${side}/parcels/${encodeURIComponent(parcelId)}/looked-at`,
        method: 'POST',
      }),
      invalidatesTags: ['Parcels'],
    }),
  }),
});

export const { useMarkParcelLookedAtMutation } = markLookedAtApi;
