import type { CashQuery, CashResponse } from '@chapkhana/shared/cash';
import { api, cleanParams } from '@/lib/api-client';
import type { CashSide } from './side';

/** GET /api/{seller,admin}/cash: per seller and courier, out, collected, settled, owed, returned. */
export const getCashApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCash: build.query<CashResponse, { side: CashSide } & Partial<CashQuery>>({
      query: ({ side, ...params }) => ({ url: `/${side}/cash`, params: cleanParams(params) }),
      providesTags: ['Cash'],
    }),
  }),
});

export const { useGetCashQuery } = getCashApi;
