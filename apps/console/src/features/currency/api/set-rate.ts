import type { z } from 'zod';
import type { setRateResponseSchema } from '@chapkhana/shared/currency';
import { api } from '@/lib/api-client';

export const setRateApi = api.injectEndpoints({
  endpoints: (build) => ({
    setRate: build.mutation<
      z.infer<typeof setRateResponseSchema>,
      { currencyIQD: string; confirm?: boolean }
    >({
      query: (body) => ({ url: '/admin/currency', method: 'POST', body }),
      invalidatesTags: ['Currency'],
    }),
  }),
});

export const { useSetRateMutation } = setRateApi;
