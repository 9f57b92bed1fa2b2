import type { z } from 'zod';
import type {
  cardTemplateProductsResponseSchema,
  cardTemplatesResponseSchema,
} from '@chapkhana/shared/card-designs';
import { api } from '@/lib/api-client';

/** The shop's card templates (newest first) and the print products they can be made for. */
export const getCardTemplatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCardTemplates: build.query<z.infer<typeof cardTemplatesResponseSchema>, undefined>({
      query: () => '/seller/card-templates',
      providesTags: ['CardTemplates'],
    }),
    getCardTemplateProducts: build.query<
      z.infer<typeof cardTemplateProductsResponseSchema>,
      undefined
    >({
      query: () => '/seller/card-template-products',
      providesTags: ['Products'],
    }),
  }),
});

export const { useGetCardTemplatesQuery, useGetCardTemplateProductsQuery } = getCardTemplatesApi;
