import type { CategoryWithSubCategories } from '@chapkhana/shared/catalogue';
import { localisedName } from '@chapkhana/shared/languages';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useNavigate } from 'react-router';
import { searchHref } from '@/features/catalogue/utils/catalogue-links';
import { paths } from '@/config/paths';
import { useLanguage } from '@chapkhana/web-kit/use-language';

// The rounded form clips outlines, so each control draws its focus ring inside itself.
const INSET_FOCUS =
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-700';

/**
 * Header search: a category select and free text; on a phone the select takes a row of its own,
 * as a third of 360 px clipped every category name (issue 18.10d). Enter or the button submits exactly what
 * was typed, with no validation (docs/storefront.md §5), to /products/search. It is a real GET form to that
 * page, so a search sent before the scripts have arrived still finds its results.
 */
export function SearchBox({
  categories,
  initialCategory = '',
  initialValue = '',
}: {
  categories: CategoryWithSubCategories[];
  /** What the search being shown was for, so the box still holds it on the results page. */
  initialCategory?: string;
  initialValue?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [category, setCategory] = useState(initialCategory);
  const [value, setValue] = useState(initialValue);
  // Fixed ids, not `useId`: the box is drawn once per page, in the header, and the server puts it
  // in as drawn before (`DrawnOnce`, site-header.tsx), so it may not take ids from the page's count.
  const selectId = 'search-category-select';
  const inputId = 'search-text';

  return (
    <form
      role="search"
      aria-label={t('search.label')}
      data-testid="search-form"
      action={paths.productsSearch}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(searchHref(category, value));
      }}
      className="flex w-full flex-wrap overflow-hidden rounded-md border border-slate-300 bg-white focus-within:border-brand-700 sm:h-11 sm:flex-nowrap"
    >
      <label htmlFor={selectId} className="sr-only">
        {t('search.category')}
      </label>
      <select
        id={selectId}
        name="category"
        data-testid="search-category"
        value={category}
        onChange={(event) => setCategory(event.target.value)}
        className={`h-10 w-full shrink-0 basis-full border-b border-slate-300 bg-slate-50 px-2 text-sm text-slate-800 sm:h-auto sm:w-40 sm:basis-auto sm:border-e sm:border-b-0 ${INSET_FOCUS}`}
      >
        <option value="">{t('search.allCategories')}</option>
        {categories.map((item) => (
          <option key={item._id} value={item.enName}>
            {localisedName(item, language)}
          </option>
        ))}
      </select>
      <label htmlFor={inputId} className="sr-only">
        {t('search.label')}
      </label>
      <input
        id={inputId}
        name="value"
        type="search"
        data-testid="search-input"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={t('search.placeholder')}
        className={`h-11 min-w-0 flex-1 px-3 text-slate-900 sm:h-auto placeholder:text-slate-500 ${INSET_FOCUS}`}
      />
      <button
        type="submit"
        data-testid="search-button"
        aria-label={t('search.submit')}
        className={`flex h-11 w-12 shrink-0 items-center sm:h-auto justify-center bg-brand-700 text-white hover:bg-brand-800 ${INSET_FOCUS} focus-visible:ring-white`}
      >
        <Search aria-hidden="true" className="size-5" />
      </button>
    </form>
  );
}
