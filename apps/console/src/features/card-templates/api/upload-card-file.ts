import type { z } from 'zod';
import type { cardFileResponseSchema } from '@chapkhana/shared/card-designs';
import { api } from '@/lib/api-client';

/** A template's background (multipart `file`): a PNG or JPEG picture, or a one-page PDF. */
export const uploadCardFileApi = api.injectEndpoints({
  endpoints: (build) => ({
    uploadCardFile: build.mutation<z.infer<typeof cardFileResponseSchema>, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/seller/card-files', method: 'POST', body };
      },
    }),
  }),
});

export const { useUploadCardFileMutation } = uploadCardFileApi;
