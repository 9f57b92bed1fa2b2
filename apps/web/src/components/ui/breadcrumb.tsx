import { ChevronRight } from 'lucide-react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Link } from '@/components/ui/link';

export interface BreadcrumbItem {
  label: string;
  /** Omitted for the current page, the last item. */
  to?: string;
}

/**
 * Where the page sits: Home › Category › Sub-category. The chevrons flip in RTL. One line, the
 * last item (the page's own name, its heading's) cut short with an ellipsis where it does not
 * fit: wrapped, a long name's line was the page's largest layout shift on a phone, as the
 * fonts came and the name fitted again (moving 176 px, a shift of 0.23; docs/performance.md,
 * 2026-12-06, later).
 */
export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('common.breadcrumb')} data-testid="breadcrumb">
      <ol className="flex items-center gap-1 text-sm text-slate-600">
        {items.map((item, index) => (
          <li
            key={`${index}-${item.label}`}
            className={`flex min-w-0 items-center gap-1 ${index === items.length - 1 ? 'flex-1' : ''}`}
          >
            {index > 0 ? (
              <ChevronRight aria-hidden="true" className="size-4 shrink-0 rtl:-scale-x-100" />
            ) : null}
            {item.to ? (
              <Link to={item.to} className="truncate hover:text-brand-700 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="truncate font-medium text-slate-900">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
