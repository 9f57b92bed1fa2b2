import type { CartResponse } from '@chapkhana/shared/cart';
import type { AddPrintLineBody } from '@chapkhana/shared/print';
import { PRINT_ROUTES } from '@chapkhana/shared/print-rules';
import { apiPath } from '@/features/print/utils/api-path';
import { api } from '@/lib/api-client';

/** POST /api/home/print/cart: a configured print line into the cart (a second add replaces it). */
export const addPrintLineApi = api.injectEndpoints({
  endpoints: (build) => ({
    addPrintLine: build.mutation<CartResponse, AddPrintLineBody>({
      query: (body) => ({ url: apiPath(PRINT_ROUTES.addToCart), method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Cart'] : []),
    }),
  }),
});

export const { useAddPrintLineMutation } = addPrintLineApi;
