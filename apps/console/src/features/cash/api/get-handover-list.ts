import type { HandoverList, HandoverListQuery } from '@chapkhana/shared/cash';
import { api, cleanParams } from '@/lib/api-client';
import type { CashSide } from './side';

/** GET /api/{seller,admin}/cash/handover-list: what one courier took on one day. */
export const getHandoverListApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHandoverList: build.query<HandoverList, { side: CashSide } & HandoverListQuery>({
      query: ({ side, ...params }) => ({
        url: `/${side}/cash/handover-list`,
        params: cleanParams(params),
      }),
      providesTags: ['Cash'],
    }),
  }),
});

export const { useGetHandoverListQuery } = getHandoverListApi;
