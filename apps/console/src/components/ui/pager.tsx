import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { secondaryButtonClass } from '@/components/ui/field';

interface PagerProps {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
}

/** "Page 2 of 7 (130 rows)" with previous and next; the arrows follow the reading direction. */
export function Pager({ page, perPage, total, onPage }: PagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <nav aria-label={t('pager.label')} className="mt-4 flex items-center justify-between gap-2">
      <span className="text-sm text-slate-600">{t('pager.status', { page, pages, total })}</span>
      <div className="flex gap-2">
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('pager.previous')}
        </button>
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          {t('pager.next')}
          <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </button>
      </div>
    </nav>
  );
}
