import type { CurrencyResponse } from '@chapkhana/shared/catalogue';
import { api } from '@/lib/api-client';

/** The rate in force (IQD a base unit, public): the product form's dinar prices are typed at it. */
export const getRateApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRate: build.query<CurrencyResponse, undefined>({
      query: () => '/get-currencyIQD',
      providesTags: ['Currency'],
    }),
  }),
});

export const { useGetRateQuery } = getRateApi;
