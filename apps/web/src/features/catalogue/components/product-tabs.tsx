import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';

const TABS = ['description', 'reviews'] as const;
type Tab = (typeof TABS)[number];

/**
 * Description and reviews tabs (docs/storefront.md §2, §4), keyboard operable as an ARIA tab list. The
 * reviews panel comes from the route (the reviews feature), mounted only while it is open.
 */
export function ProductTabs({
  idPrefix: baseId,
  description,
  reviews,
}: {
  /**
   * Unique on the page. Not `useId`: the tabs hydrate once the page has settled, and what else
   * called `useId` by then (an opened menu) would give them other ids than the server's.
   */
  idPrefix: string;
  description: string;
  reviews: ReactNode;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('description');
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({
    description: null,
    reviews: null,
  });

  // Arrow keys move along the tabs; which arrow is "next" follows the reading direction.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = (event.key === 'ArrowRight') !== rtl;
    const next = TABS[(TABS.indexOf(tab) + (forward ? 1 : TABS.length - 1)) % TABS.length] ?? tab;
    setTab(next);
    tabRefs.current[next]?.focus();
  };
  const labels: Record<Tab, string> = {
    description: t('product.description'),
    reviews: t('product.reviews'),
  };

  return (
    <section className="rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
      <div
        role="tablist"
        aria-label={t('product.details')}
        className="flex border-b border-slate-200"
      >
        {TABS.map((value) => (
          <button
            key={value}
            ref={(element) => {
              tabRefs.current[value] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${value}-tab`}
            aria-controls={`${baseId}-${value}-panel`}
            aria-selected={tab === value}
            tabIndex={tab === value ? 0 : -1}
            data-testid={`tab-${value}`}
            onClick={() => setTab(value)}
            onKeyDown={onKeyDown}
            className={`-mb-px border-b-2 px-5 py-3 font-semibold ${tab === value ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
          >
            {labels[value]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-${tab}-panel`}
        aria-labelledby={`${baseId}-${tab}-tab`}
        tabIndex={0}
        className="p-5 leading-relaxed text-slate-700"
      >
        {tab === 'description' ? (
          <p className="whitespace-pre-line">{description || t('product.noDescription')}</p>
        ) : (
          reviews
        )}
      </div>
    </section>
  );
}
