import type { z } from 'zod';
import type { currencyHistoryResponseSchema } from '@chapkhana/shared/currency';
import { api } from '@/lib/api-client';

export const getCurrencyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCurrency: build.query<
      z.infer<typeof currencyHistoryResponseSchema>,
      { page: number; perPage: number }
    >({
      query: (params) => ({ url: '/admin/currency', params }),
      providesTags: ['Currency'],
    }),
  }),
});

export const { useGetCurrencyQuery } = getCurrencyApi;
