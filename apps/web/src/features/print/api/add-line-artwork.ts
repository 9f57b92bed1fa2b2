import type { PrintJob } from '@chapkhana/shared/print';
import { PRINT_ROUTES } from '@chapkhana/shared/print-rules';
import { apiPath } from '@/features/print/utils/api-path';
import { api } from '@/lib/api-client';

/** POST /api/home/print/lines/{lineId}/artwork (multipart `file`): a design for an ordered line. */
export const addLineArtworkApi = api.injectEndpoints({
  endpoints: (build) => ({
    addLineArtwork: build.mutation<{ job: PrintJob }, { lineId: string; file: File }>({
      query: ({ lineId, file }) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return {
          url: apiPath(PRINT_ROUTES.lineArtwork(encodeURIComponent(lineId))),
          method: 'POST',
          body,
        };
      },
      invalidatesTags: (result) => (result ? ['Orders'] : []),
    }),
  }),
});

export const { useAddLineArtworkMutation } = addLineArtworkApi;
