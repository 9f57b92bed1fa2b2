import type { z } from 'zod';
import type {
  CardTemplateBody,
  cardTemplateResponseSchema,
  CardTemplateUpdate,
} from '@chapkhana/shared/card-designs';
import { api } from '@/lib/api-client';

type TemplateResponse = z.infer<typeof cardTemplateResponseSchema>;

/**
 * A new template (POST), an edited one (PUT, whole, over the version it was edited from), or its
 * removal; designs keep their copy.
 */
export const saveCardTemplateApi = api.injectEndpoints({
  endpoints: (build) => ({
    createCardTemplate: build.mutation<TemplateResponse, CardTemplateBody>({
      query: (body) => ({ url: '/seller/card-templates', method: 'POST', body }),
      invalidatesTags: ['CardTemplates'],
    }),
    updateCardTemplate: build.mutation<TemplateResponse, { id: string; body: CardTemplateUpdate }>({
      query: ({ id, body }) => ({ url: `/seller/card-templates/${id}`, method: 'PUT', body }),
      invalidatesTags: ['CardTemplates'],
    }),
    deleteCardTemplate: build.mutation<{ templateId: string }, string>({
      query: (id) => ({ url: `/seller/card-templates/${id}`, method: 'DELETE' }),
      invalidatesTags: ['CardTemplates'],
    }),
  }),
});

export const {
  useCreateCardTemplateMutation,
  useUpdateCardTemplateMutation,
  useDeleteCardTemplateMutation,
} = saveCardTemplateApi;
