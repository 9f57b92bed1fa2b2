import type { ReactNode } from 'react';
import type { ProductSummary, SearchSuggestions as Suggestions } from '@chapkhana/shared/catalogue';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Spinner } from '@chapkhana/web-kit/components/spinner';
import { ProductCard, ProductCardSkeleton } from '@/features/catalogue/components/product-card';
import type { ListingView } from '@/features/catalogue/components/listing-toolbar';
import { HydrateLater, partLoadedLater } from '@/rendering';
import { LoadError } from '@/components/ui/load-error';

interface ProductResultsProps {
  products: ProductSummary[] | undefined;
  rate: string | undefined;
  view: ListingView;
  /** Shows the spinner over the results (a change is being answered). */
  busy: boolean;
  /** Why the last request failed (the server's error, or a generic sentence); null when it worked. */
  error: ReactNode;
  onRetry: () => void;
  /** The search text, for the empty state's wording. */
  searchValue: string | undefined;
  /** Offered on an empty result when filters beyond the category are set. */
  onClearFilters: (() => void) | null;
  /** The server's way on when a search found nothing. */
  suggestions?: Suggestions | undefined;
}

// The way on from a search that found nothing (its links work as the server drew them until the
// code is there): not with every listing's code.
const SearchSuggestions = partLoadedLater(
  async () =>
    (await import('@/features/catalogue/components/search-suggestions')).SearchSuggestions,
);

const GRID = 'grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4';
const LIST = 'flex flex-col gap-3';
const SKELETONS = 8;
/** Cards in the first row at phone width, whose covers are above the fold. */
const EAGER_CARDS = 2;

/** The listing's products as a grid or list, with skeletons, a spinner, empty and error states. */
export function ProductResults({
  products,
  rate,
  view,
  busy,
  error,
  onRetry,
  searchValue,
  onClearFilters,
  suggestions,
}: ProductResultsProps) {
  const { t } = useTranslation();
  const layout = view === 'grid' ? GRID : LIST;

  if (error && !busy) {
    return <LoadError message={error} onRetry={onRetry} />;
  }
  if (products === undefined) {
    return (
      <div className={layout} aria-busy="true" aria-label={t('common.loading')}>
        {Array.from({ length: SKELETONS }, (_, index) => (
          <ProductCardSkeleton key={index} layout={view} />
        ))}
      </div>
    );
  }
  return (
    <div className="relative min-h-40" aria-busy={busy}>
      {products.length === 0 ? (
        <div data-testid="listing-empty" className="rounded-lg bg-white p-8 text-center shadow-sm">
          <p className="text-slate-700">
            {searchValue ? t('listing.emptySearch', { value: searchValue }) : t('listing.empty')}
          </p>
          {onClearFilters ? (
            <button
              type="button"
              onClick={onClearFilters}
              className="mt-4 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
            >
              {t('listing.clearFilters')}
            </button>
          ) : null}
          {searchValue && suggestions ? (
            <SearchSuggestions key={searchValue} suggestions={suggestions} />
          ) : null}
        </div>
      ) : (
        <ul data-testid="product-grid" data-view={view} className={layout}>
          {products.map((product, index) => (
            <li key={product._id}>
              <HydrateLater>
                <ProductCard
                  product={product}
                  rate={rate}
                  layout={view}
                  headingLevel="h2"
                  eagerImage={index < EAGER_CARDS}
                />
              </HydrateLater>
            </li>
          ))}
        </ul>
      )}
      {busy ? (
        <div
          data-testid="listing-spinner"
          className="absolute inset-0 flex items-start justify-center rounded-lg bg-white/60 pt-16"
        >
          <Spinner label={t('listing.updating')} />
        </div>
      ) : null}
    </div>
  );
}
