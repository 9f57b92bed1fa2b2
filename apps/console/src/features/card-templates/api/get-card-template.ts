import type { z } from 'zod';
import type { cardTemplateResponseSchema } from '@chapkhana/shared/card-designs';
import { api } from '@/lib/api-client';

export const getCardTemplateApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCardTemplate: build.query<z.infer<typeof cardTemplateResponseSchema>, string>({
      query: (id) => `/seller/card-templates/${id}`,
      providesTags: ['CardTemplates'],
    }),
  }),
});

export const { useGetCardTemplateQuery } = getCardTemplateApi;
