import { useState } from 'react';
import { useGetRateQuery } from '@/features/products/api/get-rate';
import {
  storedPriceCurrency,
  storePriceCurrency,
  type PriceCurrency,
  type PriceEntry,
} from '@/features/products/hooks/use-price-entry';

/**
 * The seller's price currency with today's rate: what they chose in this browser (dinars unless
 * they chose dollars), dollars while the rate is not in. The product form and the list's quick
 * edit type prices this way; `choose` remembers a new choice for both.
 */
export function usePriceCurrency(): {
  entry: PriceEntry;
  chosen: PriceCurrency;
  choose: (currency: PriceCurrency) => void;
} {
  const { data } = useGetRateQuery(undefined);
  const [chosen, setChosen] = useState(storedPriceCurrency);
  const rate = data?.currencyIQD ?? null;
  return {
    entry: { currency: rate === null ? 'USD' : chosen, rate },
    chosen,
    choose: (currency) => {
      setChosen(currency);
      storePriceCurrency(currency);
    },
  };
}
