import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  parseListingFilters,
  serialiseListingFilters,
  updateListingFilters,
  type ListingFilters,
  type ListingFiltersPatch,
} from '@/features/catalogue/utils/listing-filters';

/**
 * The listing's filters, read from the URL, and a setter that writes a change back to it
 * (a new history entry, so Back undoes a filter). The URL is the only state.
 */
export function useListingFilters(): {
  filters: ListingFilters;
  setFilters: (patch: ListingFiltersPatch) => void;
} {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const filters = useMemo(() => parseListingFilters(search), [search]);
  const setFilters = useCallback(
    (patch: ListingFiltersPatch) =>
      setSearchParams(serialiseListingFilters(updateListingFilters(filters, patch))),
    [filters, setSearchParams],
  );
  return { filters, setFilters };
}
