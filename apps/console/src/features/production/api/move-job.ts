import type { BoardJob, JobStage } from '@chapkhana/shared/production';
import { api } from '@/lib/api-client';

/** POST /api/seller/production/lines/{lineId}/move: `from` is the stage the mover saw. */
export const moveJobApi = api.injectEndpoints({
  endpoints: (build) => ({
    moveJob: build.mutation<{ job: BoardJob }, { lineId: string; from: JobStage; to: JobStage }>({
      query: ({ lineId, from, to }) => ({
        url: `/seller/production/lines/${lineId}/move`,
        method: 'POST',
        body: { from, to },
      }),
      // A refused move reads the board again too: a stale card shows where the job is now.
      invalidatesTags: ['Production', 'SellerOrders'],
    }),
  }),
});

export const { useMoveJobMutation } = moveJobApi;
