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

/** Only the rate itself is read: its fetching state must not draw a page again. */
const rateOnly = ({ data }: { data?: string | undefined }) => ({ data });

/**
 * The rate, for a page that prices products. A page draws again only when the rate changes: the
 * socket's connect re-reads it (app/realtime/realtime-cache.ts) right after the page has loaded,
 * and with the whole query result, its fetching and fetched states each drew the listing's or
 * the product page's every card again (two long tasks after load on a phone).
 */
export function useRate(): string | undefined {
  return useGetCurrencyIqdQuery(undefined, { selectFromResult: rateOnly }).data;
}
