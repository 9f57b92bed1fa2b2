import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { visiblePages } from '@/components/ui/pagination';

const BUTTON = 'flex h-9 min-w-9 items-center justify-center rounded-md px-2 text-sm font-medium';

/** Page buttons of the review list, shown once there are more than 5 reviews (docs/storefront.md §5, §9). */
export function ReviewsPager({
  page,
  pageCount,
  onPageChange,
}: {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('pagination.label')} data-testid="reviews-pager">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {visiblePages(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                data-testid={`reviews-page-${item}`}
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
      </ul>
    </nav>
  );
}
