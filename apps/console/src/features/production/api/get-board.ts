import type { BoardFilter, BoardResponse } from '@chapkhana/shared/production';
import { api, cleanParams } from '@/lib/api-client';

/** Whose board: the signed-in print house's, or the admin's (one shop, or every shop). */
export interface BoardArgs {
  area: 'seller' | 'admin';
  filter?: BoardFilter | undefined;
  sellerId?: string | undefined;
}

/** GET /api/seller/production/board and GET /api/admin/production/board */
export const getBoardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProductionBoard: build.query<BoardResponse, BoardArgs>({
      query: ({ area, filter, sellerId }) => ({
        url: `/${area}/production/board`,
        params: cleanParams({ filter, ...(area === 'admin' ? { sellerId } : {}) }),
      }),
      providesTags: ['Production'],
    }),
  }),
});

export const { useGetProductionBoardQuery } = getBoardApi;
