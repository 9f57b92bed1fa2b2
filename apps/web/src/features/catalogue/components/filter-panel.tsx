import { SlidersHorizontal } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';

/**
 * The listing's filters: a column on wide screens; on narrow ones a toggle button shows or
 * hides them (docs/storefront.md §2), so the products come first on a phone. Opened on a phone, the panel
 * ends with "Show results (N)", which closes it and scrolls to the results it pushed below the
 * fold (issue 18.10e). The button stays in sight while the panel is open, above the phone's
 * shortcut bar (about 3.6 rem high) rather than under it or below the fold.
 */
export function FilterPanel({
  children,
  resultCount,
  resultsId,
}: {
  children: ReactNode;
  /** How many products the filters give; undefined while unknown. */
  resultCount: number | undefined;
  /** The id of the results, scrolled to when the panel closes. */
  resultsId: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button
        type="button"
        data-testid="filter-toggle"
        aria-expanded={open}
        aria-controls="filter-panel"
        onClick={() => setOpen((value) => !value)}
        className="flex h-11 w-full items-center justify-center gap-2 rounded-md bg-white font-semibold text-slate-800 shadow-sm ring-1 ring-slate-200 hover:bg-slate-50 lg:hidden"
      >
        <SlidersHorizontal aria-hidden="true" className="size-5" />
        {t(open ? 'listing.hideFilters' : 'listing.showFilters')}
      </button>
      <aside
        id="filter-panel"
        data-testid="filter-panel"
        aria-label={t('listing.filters')}
        className={`${open ? 'mt-3 flex' : 'hidden'} flex-col gap-6 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 lg:mt-0 lg:flex`}
      >
        {children}
        {resultCount === undefined ? null : (
          <button
            type="button"
            data-testid="filter-show-results"
            onClick={() => {
              setOpen(false);
              document.getElementById(resultsId)?.scrollIntoView({ block: 'start' });
            }}
            className="sticky bottom-17 z-10 flex h-11 w-full shrink-0 items-center justify-center rounded-md bg-brand-700 px-4 font-semibold text-white shadow-md ring-4 ring-white hover:bg-brand-800 md:bottom-4 lg:hidden"
          >
            {t('listing.showResults', { count: resultCount })}
          </button>
        )}
      </aside>
    </div>
  );
}
