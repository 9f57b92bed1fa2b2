import type { SearchSuggestions as Suggestions } from '@chapkhana/shared/catalogue';
import { localisedName } from '@chapkhana/shared/languages';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Link } from '@/components/ui/link';
import { productsHref, searchHref } from '@/features/catalogue/utils/catalogue-links';

const CHIP =
  'inline-block max-w-full truncate rounded-full border border-brand-200 bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-100';

/** A way on from a search that found nothing: similar product names and categories to browse. */
export function SearchSuggestions({ suggestions }: { suggestions: Suggestions }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const terms = [...new Set(suggestions.terms.map((term) => localisedName(term, language)))];
  return (
    <section
      aria-label={t('searchHelp.label')}
      data-testid="search-suggestions"
      className="mt-5 flex flex-col gap-4 text-start"
    >
      <p className="text-sm text-slate-600">{t('searchHelp.tips')}</p>
      {terms.length > 0 ? (
        <div data-testid="did-you-mean">
          <h2 className="mb-2 font-bold text-slate-900">{t('searchHelp.didYouMean')}</h2>
          <ul className="flex flex-wrap gap-2">
            {terms.map((term) => (
              <li key={term} className="max-w-full">
                <Link to={searchHref('', term)} className={CHIP}>
                  <bdi>{term}</bdi>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {suggestions.categories.length > 0 ? (
        <div data-testid="suggested-categories">
          <h2 className="mb-2 font-bold text-slate-900">{t('searchHelp.browseCategories')}</h2>
          <ul className="flex flex-wrap gap-2">
            {suggestions.categories.map((category) => (
              <li key={category._id} className="max-w-full">
                <Link to={productsHref(category)} className={CHIP}>
                  <bdi>{localisedName(category, language)}</bdi>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
