import type { ArtworkView, PrintChoice } from '@chapkhana/shared/print';
import { PRINT_ROUTES } from '@chapkhana/shared/print-rules';
import { apiPath } from '@/features/print/utils/api-path';
import { api } from '@/lib/api-client';

export interface UploadArtworkArgs {
  file: File;
  productId: string;
  options: PrintChoice;
}

/**
 * POST /api/home/print/artwork (multipart `file`, `productId`, `options` as JSON): a design
 * checked against the chosen options before the line goes into the cart. 201 `{ artwork }`,
 * or 422 `artwork_refused` with the preflight's findings.
 */
export const uploadArtworkApi = api.injectEndpoints({
  endpoints: (build) => ({
    uploadArtwork: build.mutation<{ artwork: ArtworkView }, UploadArtworkArgs>({
      query: ({ file, productId, options }) => {
        const body = new FormData();
        body.append('productId', productId);
        body.append('options', JSON.stringify(options));
        body.append('file', file, file.name);
        return { url: apiPath(PRINT_ROUTES.artwork), method: 'POST', body };
      },
    }),
  }),
});

export const { useUploadArtworkMutation } = uploadArtworkApi;
