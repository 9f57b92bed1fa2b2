import type { CategoryWithSubCategories } from '@chapkhana/shared/catalogue';
import { localisedName } from '@chapkhana/shared/languages';
import { ChevronDown, ChevronRight, LayoutGrid } from 'lucide-react';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Link } from '@/components/ui/link';
import { Spinner } from '@chapkhana/web-kit/components/spinner';
import { productsHref } from '@/features/catalogue/utils/catalogue-links';
import { useLanguage } from '@chapkhana/web-kit/use-language';

interface CategoriesMenuProps {
  categories: CategoryWithSubCategories[];
  isLoading: boolean;
  isError: boolean;
}

const itemLink =
  'block min-w-0 flex-1 px-4 py-2.5 text-slate-800 hover:bg-brand-50 hover:text-brand-800';

/**
 * The header's all-categories dropdown. A category with sub-categories opens a flyout on
 * mouse hover, and on click, Enter or Space on its chevron button (touch and keyboard).
 * On phones the flyout opens inline below its category instead of beside it.
 */
export function CategoriesMenu({ categories, isLoading, isError }: CategoriesMenuProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    setExpandedId(null);
  };
  // Hover opens a flyout for a mouse only; on touch the chevron's click does it.
  const hoverOpen = (id: string) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setExpandedId(id);
  };
  const hoverClose = (id: string) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse')
      setExpandedId((current) => (current === id ? null : current));
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        data-testid="categories-button"
        aria-expanded={open}
        aria-controls="categories-menu"
        onClick={() => (open ? close() : setOpen(true))}
        className="flex h-11 w-full items-center gap-2 rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
      >
        <LayoutGrid aria-hidden="true" className="size-5 shrink-0" />
        <span className="flex-1 truncate text-start">{t('categories.all')}</span>
        <ChevronDown
          aria-hidden="true"
          className={`size-5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {open ? (
        <div
          id="categories-menu"
          data-testid="categories-menu"
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-[70vh] overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg md:max-h-none md:overflow-visible"
        >
          {isLoading ? (
            <div className="flex justify-center p-4">
              <Spinner label={t('common.loading')} className="size-6" />
            </div>
          ) : isError ? (
            <p className="px-4 py-3 text-sm text-red-700">{t('categories.loadError')}</p>
          ) : categories.length === 0 ? (
            <p className="px-4 py-3 text-sm text-slate-600">{t('categories.empty')}</p>
          ) : (
            <ul>
              {categories.map((category) => {
                const name = localisedName(category, language);
                const hasSubs = category.subCategories.length > 0;
                const expanded = hasSubs && expandedId === category._id;
                const flyoutId = `subcategories-${category._id}`;
                return (
                  <li
                    key={category._id}
                    className="md:relative"
                    onPointerEnter={hasSubs ? hoverOpen(category._id) : undefined}
                    onPointerLeave={hasSubs ? hoverClose(category._id) : undefined}
                  >
                    <div className={`flex items-stretch ${expanded ? 'bg-brand-50' : ''}`}>
                      <Link to={productsHref(category)} onClick={close} className={itemLink}>
                        {name}
                      </Link>
                      {hasSubs ? (
                        <button
                          type="button"
                          aria-expanded={expanded}
                          aria-controls={flyoutId}
                          aria-label={t('categories.showSubCategories', { name })}
                          onClick={() => setExpandedId(expanded ? null : category._id)}
                          className="flex w-11 shrink-0 items-center justify-center text-slate-600 hover:bg-brand-50 hover:text-brand-800"
                        >
                          {/* Phones: the list opens below (chevron down); wider: beside it. */}
                          <ChevronDown
                            aria-hidden="true"
                            className={`size-4 transition-transform md:hidden ${expanded ? 'rotate-180' : ''}`}
                          />
                          <ChevronRight
                            aria-hidden="true"
                            className="hidden size-4 md:block rtl:-scale-x-100"
                          />
                        </button>
                      ) : null}
                    </div>
                    {expanded ? (
                      <ul
                        id={flyoutId}
                        data-testid="subcategories-menu"
                        className="border-y border-slate-100 bg-slate-50 ps-4 md:absolute md:start-full md:top-0 md:z-40 md:w-60 md:rounded-md md:border md:border-slate-200 md:bg-white md:py-1 md:ps-0 md:shadow-lg"
                      >
                        {category.subCategories.map((subCategory) => (
                          <li key={subCategory._id}>
                            <Link
                              to={productsHref(category, subCategory)}
                              onClick={close}
                              className={`${itemLink} flex`}
                            >
                              {localisedName(subCategory, language)}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
