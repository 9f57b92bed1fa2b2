import { SORT_PRICE, type SortPrice } from '@chapkhana/shared/listing';
import { LayoutGrid, List } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';

export type ListingView = 'grid' | 'list';

interface ListingToolbarProps {
  /** Undefined while loading; null when the listing could not be loaded (nothing to count). */
  total: number | null | undefined;
  sortPrice: SortPrice | undefined;
  onSortChange: (sortPrice: SortPrice | undefined) => void;
  view: ListingView;
  onViewChange: (view: ListingView) => void;
}

const SORT_LABEL_KEYS = {
  'low-to-high': 'listing.sortLowToHigh',
  'high-to-low': 'listing.sortHighToLow',
} as const;

function isSortPrice(value: string): value is SortPrice {
  return (SORT_PRICE as readonly string[]).includes(value);
}

/** Total count, price sort and the grid/list switch above the results. */
export function ListingToolbar({
  total,
  sortPrice,
  onSortChange,
  view,
  onViewChange,
}: ListingToolbarProps) {
  const { t } = useTranslation();
  const sortId = useId();
  const viewButton = (value: ListingView) =>
    `flex size-10 items-center justify-center rounded-md ${view === value ? 'bg-brand-700 text-white' : 'text-slate-600 hover:bg-slate-100'}`;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg bg-white p-3 shadow-sm ring-1 ring-slate-200">
      <p
        data-testid="total-count"
        className="basis-full text-sm text-slate-700 sm:me-auto sm:basis-auto"
        aria-live="polite"
      >
        {total === undefined
          ? t('common.loading')
          : total === null
            ? null
            : t('listing.total', { total })}
      </p>
      <label htmlFor={sortId} className="sr-only">
        {t('listing.sort')}
      </label>
      <select
        id={sortId}
        data-testid="sort-select"
        value={sortPrice ?? ''}
        onChange={(event) =>
          onSortChange(isSortPrice(event.target.value) ? event.target.value : undefined)
        }
        className="h-10 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-800 sm:flex-none"
      >
        <option value="">{t('listing.sortDefault')}</option>
        {SORT_PRICE.map((value) => (
          <option key={value} value={value}>
            {t(SORT_LABEL_KEYS[value])}
          </option>
        ))}
      </select>
      <div role="group" aria-label={t('listing.view')} className="flex gap-1">
        <button
          type="button"
          data-testid="view-grid"
          aria-pressed={view === 'grid'}
          aria-label={t('listing.viewGrid')}
          onClick={() => onViewChange('grid')}
          className={viewButton('grid')}
        >
          <LayoutGrid aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          data-testid="view-list"
          aria-pressed={view === 'list'}
          aria-label={t('listing.viewList')}
          onClick={() => onViewChange('list')}
          className={viewButton('list')}
        >
          <List aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
