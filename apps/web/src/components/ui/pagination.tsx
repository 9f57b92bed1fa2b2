import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';

interface PaginationProps {
  page: number;
  totalItems: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/** Page numbers to show: the first, the last, and two either side of the current one. */
export function visiblePages(page: number, pageCount: number): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let n = 1; n <= pageCount; n += 1) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= 2) pages.push(n);
    else if (pages[pages.length - 1] !== 'gap') pages.push('gap');
  }
  return pages;
}

const BUTTON =
  'flex h-10 min-w-10 items-center justify-center rounded-md px-2 text-sm font-medium disabled:opacity-40';

/** Page buttons; renders nothing when everything fits on one page (docs/storefront.md §2). */
export function Pagination({ page, totalItems, pageSize, onPageChange }: PaginationProps) {
  const { t } = useTranslation();
  const pageCount = Math.ceil(totalItems / Math.max(1, pageSize));
  if (totalItems <= pageSize || pageCount <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} data-testid="pagination">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
            aria-label={t('pagination.previous')}
            className={`${BUTTON} text-slate-700 hover:bg-slate-100`}
          >
            <ChevronLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          </button>
        </li>
        {visiblePages(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                data-testid={`page-${item}`}
                aria-label={t('pagination.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onPageChange(item)}
                className={`${BUTTON} ${item === page ? 'bg-brand-700 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-200 hover:bg-brand-50'}`}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
            aria-label={t('pagination.next')}
            className={`${BUTTON} text-slate-700 hover:bg-slate-100`}
          >
            <ChevronRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
