import { createContext, useContext } from 'react';

/** The currency a seller types prices in: dinars (converted at `rate`) or the base currency. */
export type PriceCurrency = 'IQD' | 'USD';

export interface PriceEntry {
  /** IQD only while the rate is known. */
  currency: PriceCurrency;
  /** IQD a base unit, as the API sends it ("1310.0000"); null until loaded. */
  rate: string | null;
}

export const PriceEntryContext = createContext<PriceEntry>({ currency: 'USD', rate: null });

/** How the product form's price fields are typed (set by `PriceCurrencySwitch`'s form). */
export function usePriceEntry(): PriceEntry {
  return useContext(PriceEntryContext);
}

const STORAGE_KEY = 'chapkhana.console.priceCurrency';

/** The seller's last choice in this browser; dinars unless they chose dollars. */
export function storedPriceCurrency(): PriceCurrency {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'USD' ? 'USD' : 'IQD';
  } catch {
    return 'IQD';
  }
}

export function storePriceCurrency(currency: PriceCurrency): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, currency);
  } catch {
    // A browser that keeps nothing asks again next time; the form works the same.
  }
}
