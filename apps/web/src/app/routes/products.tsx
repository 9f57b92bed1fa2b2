import { useMemo, useState } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Pagination } from '@/components/ui/pagination';
import { useGetCategoriesWithSubCategoriesQuery } from '@/features/catalogue/api/get-categories-with-sub-categories';
import type { PageData } from '@/app/route-table';
import { currencyIqdApi, useRate } from '@/features/catalogue/api/get-currency-iqd';
import { priceRangeApi, useGetPriceRangeQuery } from '@/features/catalogue/api/get-price-range';
import { queryProductsApi, useQueryProductsQuery } from '@/features/catalogue/api/query-products';
import { FilterPanel } from '@/features/catalogue/components/filter-panel';
import { ListingHeading } from '@/features/catalogue/components/listing-heading';
import { ListingToolbar, type ListingView } from '@/features/catalogue/components/listing-toolbar';
import { PriceFilter } from '@/features/catalogue/components/price-filter';
import { ProductResults } from '@/features/catalogue/components/product-results';
import { RatingFilter } from '@/features/catalogue/components/rating-filter';
import { SubCategoryList } from '@/features/catalogue/components/sub-category-list';
import { useListingFilters } from '@/features/catalogue/hooks/use-listing-filters';
import { useMinimumDuration } from '@/features/catalogue/hooks/use-minimum-duration';
import {
  parseListingFilters,
  serialiseListingFilters,
  toPriceRangeArgs,
  toQueryProductsArgs,
} from '@/features/catalogue/utils/listing-filters';
import { listingHeadInput, type ListingMode } from '@/features/catalogue/utils/listing-head';
import { LISTING_PRICE_STEP, SEARCH_PRICE_STEP } from '@/features/catalogue/utils/price-steps';
import { HydrateSectionLater, pageRead, partLoadedLater, usePageHead } from '@/rendering';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { useFailedRead } from '@/lib/response-status';

/** Where "Show results" in the phone's filter panel scrolls to. */
const RESULTS_ID = 'listing-results';

/** What a failed listing says until the reason's code is there (ListingFailure). */
function ListingLoadError() {
  const { t } = useTranslation();
  return <>{t('listing.loadError')}</>;
}

// Why a listing failed, by the server's error code: the codes' catalogue (≈ 4 KB gzip) loads only
// when a listing fails, the generic sentence standing in until it is there.
const ListingFailure = partLoadedLater(
  async () => (await import('@/features/catalogue/components/listing-failure')).ListingFailure,
  { when: 'drawn', placeholder: <ListingLoadError /> },
);

/** What a listing or a search reads besides the frame's: the page of products, the slider's bounds, the rate. */
export const listingData: PageData = ({ search }) => {
  const filters = parseListingFilters(search);
  return [
    pageRead(queryProductsApi.endpoints.queryProducts, toQueryProductsArgs(filters)),
    pageRead(priceRangeApi.endpoints.getPriceRange, toPriceRangeArgs(filters)),
    pageRead(currencyIqdApi.endpoints.getCurrencyIqd, undefined),
  ];
};

/** /products and /products/search (docs/storefront.md §2): every filter is read from and written to the URL. */
function ListingScreen({ mode }: { mode: ListingMode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { filters, setFilters } = useListingFilters();
  const [view, setView] = useState<ListingView>('grid');
  const args = useMemo(() => toQueryProductsArgs(filters), [filters]);
  const query = useQueryProductsQuery(args);
  const { data: priceRange } = useGetPriceRangeQuery(toPriceRangeArgs(filters));
  const rate = useRate();
  const { data: categories } = useGetCategoriesWithSubCategoriesQuery(undefined);
  const category = categories?.find((item) => item._id === filters.categoryId);
  const filtersQuery = serialiseListingFilters(filters).toString();
  const justChanged = useMinimumDuration(filtersQuery);

  const result = query.data;
  // Made after the drawing (a list of the page's products): see usePageHead.
  usePageHead(() => listingHeadInput(mode, filters, result, { t, language, category }));
  const busy = justChanged || query.isFetching;
  const error = query.isError ? <ListingFailure error={query.error} /> : null;
  useFailedRead(query.isError, query.error);
  const narrowed =
    filters.subCategoryId !== undefined ||
    filters.rating !== undefined ||
    filters.lowPrice !== undefined ||
    filters.highPrice !== undefined;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5 px-4 py-6 md:py-8">
      <ListingHeading mode={mode} filters={filters} category={category} />
      <div className="flex flex-col gap-5 lg:flex-row lg:items-start">
        <div className="lg:sticky lg:top-4 lg:w-64 lg:shrink-0">
          <FilterPanel
            resultCount={error ? undefined : result?.totalProduct}
            resultsId={RESULTS_ID}
          >
            {/* Hidden on a phone until opened: hydrated in a task of its own, after the page. */}
            <HydrateSectionLater drawnFrom={filtersQuery}>
              {category ? <SubCategoryList category={category} filters={filters} /> : null}
              <PriceFilter
                range={priceRange}
                step={mode === 'search' ? SEARCH_PRICE_STEP : LISTING_PRICE_STEP}
                low={filters.lowPrice}
                high={filters.highPrice}
                rate={rate}
                onChange={(lowPrice, highPrice) => setFilters({ lowPrice, highPrice })}
              />
              <RatingFilter rating={filters.rating} onChange={(rating) => setFilters({ rating })} />
            </HydrateSectionLater>
          </FilterPanel>
        </div>
        <div id={RESULTS_ID} className="flex min-w-0 flex-1 scroll-mt-4 flex-col gap-4">
          <ListingToolbar
            total={error ? null : result?.totalProduct}
            sortPrice={filters.sortPrice}
            onSortChange={(sortPrice) => setFilters({ sortPrice })}
            view={view}
            onViewChange={setView}
          />
          <ProductResults
            products={result?.products}
            rate={rate}
            view={view}
            busy={busy && result !== undefined}
            error={error}
            onRetry={() => void query.refetch()}
            searchValue={filters.value}
            suggestions={result?.suggestions}
            onClearFilters={
              narrowed
                ? () =>
                    setFilters({
                      subCategoryId: undefined,
                      rating: undefined,
                      lowPrice: undefined,
                      highPrice: undefined,
                    })
                : null
            }
          />
          {result && !error ? (
            <Pagination
              page={filters.pageNumber}
              totalItems={result.totalProduct}
              pageSize={result.parPage}
              onPageChange={(pageNumber) => {
                setFilters({ pageNumber });
                window.scrollTo({ top: 0 });
              }}
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** /products?category=…&categoryId=…[&subCategoryId=…] */
export function ProductsRoute() {
  return <ListingScreen mode="category" />;
}

/** /products/search?category=…&&value=… — the same listing for a search, slider step 5. */
export function ProductsSearchRoute() {
  return <ListingScreen mode="search" />;
}
