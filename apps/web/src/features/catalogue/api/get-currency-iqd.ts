import type { CurrencyResponse } from '@chapkhana/shared/catalogue';
import { api } from '@/lib/api-client';

/** GET /api/get-currencyIQD: IQD per base-currency unit, a decimal string ("1310.0000"). */
export const currencyIqdApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCurrencyIqd: build.query<string, undefined>({
      query: () => '/get-currencyIQD',
      transformResponse: (response: CurrencyResponse) => response.currencyIQD,
      providesTags: ['Rate'],
    }),
  }),
});

export const { useGetCurrencyIqdQuery } = currencyIqdApi;
