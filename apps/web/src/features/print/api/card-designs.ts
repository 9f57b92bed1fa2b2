import type {
  CardDesignsPage,
  CardDesignView,
  CardFileView,
  CardTemplateView,
} from '@chapkhana/shared/card-designs';
import { CARD_ROUTES } from '@chapkhana/shared/card-rules';
import type { CardValues } from '@chapkhana/shared/card-templates';
import type { ArtworkView, PrintChoice } from '@chapkhana/shared/print';
import { apiPath } from '@/features/print/utils/api-path';
import { api } from '@/lib/api-client';

const id = (value: string) => encodeURIComponent(value);

/**
 * Designed cards (issue 40; the contract is @chapkhana/shared/card-designs): a print product's
 * published templates, the customer's logo uploads, and the customer's designs, whose print
 * file is made on the server and becomes the line's artwork as an upload would.
 */
export const cardDesignsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCardTemplates: build.query<CardTemplateView[], string>({
      query: (productId) => apiPath(CARD_ROUTES.productTemplates(id(productId))),
      transformResponse: (response: { templates: CardTemplateView[] }) => response.templates,
      providesTags: ['Product'],
    }),
    /** POST /api/home/card-files (multipart `file`): a logo, a PNG or JPEG. */
    uploadCardLogo: build.mutation<{ file: CardFileView }, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return { url: apiPath(CARD_ROUTES.customerFiles), method: 'POST', body };
      },
    }),
    /**
     * The signed-in customer's designs, newest first, each with the product it is printed as;
     * kept per customer (the argument), so another account in the tab never sees them.
     */
    /** A page of the customer's designs (the customer's id keys the cache to who is signed in). */
    getCardDesigns: build.query<CardDesignsPage, { customerId: string; page: number }>({
      query: ({ page }) => ({ url: apiPath(CARD_ROUTES.designs), params: { page } }),
      providesTags: ['CardDesigns'],
    }),
    /**
     * One saved design, read once to start the designer from it: no tag, so making files (which
     * changes the designs) never reloads it under a designer in use.
     */
    getCardDesign: build.query<CardDesignView, string>({
      query: (designId) => apiPath(CARD_ROUTES.design(id(designId))),
      transformResponse: (response: { design: CardDesignView }) => response.design,
    }),
    createCardDesign: build.mutation<
      { design: CardDesignView },
      { templateId: string; values: CardValues }
    >({
      query: (body) => ({ url: apiPath(CARD_ROUTES.designs), method: 'POST', body }),
      invalidatesTags: ['CardDesigns'],
    }),
    updateCardDesign: build.mutation<
      { design: CardDesignView },
      { designId: string; values: CardValues }
    >({
      query: ({ designId, values }) => ({
        url: apiPath(CARD_ROUTES.design(id(designId))),
        method: 'PUT',
        body: { values },
      }),
      invalidatesTags: ['CardDesigns'],
    }),
    deleteCardDesign: build.mutation<{ designId: string }, string>({
      query: (designId) => ({ url: apiPath(CARD_ROUTES.design(id(designId))), method: 'DELETE' }),
      invalidatesTags: ['CardDesigns'],
    }),
    /** The design's print file, made on the server and kept as the customer's artwork. */
    makeCardArtwork: build.mutation<
      { artwork: ArtworkView },
      { designId: string; options: PrintChoice }
    >({
      query: ({ designId, options }) => ({
        url: apiPath(CARD_ROUTES.designArtwork(id(designId))),
        method: 'POST',
        body: { options },
      }),
      invalidatesTags: ['CardDesigns'],
    }),
    /** The customer approves (or takes back) the design's newest print file, to be printed as it is. */
    setCardApproval: build.mutation<
      { artwork: ArtworkView },
      { designId: string; artworkId: string; approved: boolean }
    >({
      query: ({ designId, artworkId, approved }) => ({
        url: apiPath(CARD_ROUTES.designApproval(id(designId))),
        method: 'PUT',
        body: { artworkId, approved },
      }),
      invalidatesTags: ['Cart'],
    }),
  }),
});

export const {
  useGetCardDesignsQuery,
  useGetCardDesignQuery,
  useDeleteCardDesignMutation,
  useGetCardTemplatesQuery,
  useUploadCardLogoMutation,
  useCreateCardDesignMutation,
  useUpdateCardDesignMutation,
  useMakeCardArtworkMutation,
  useSetCardApprovalMutation,
} = cardDesignsApi;
