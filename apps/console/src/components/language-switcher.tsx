import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_INFO, isLanguage, type Language } from '@chapkhana/shared/languages';
import { useLanguage } from '@/lib/use-language';

const SWITCHER_ORDER: readonly Language[] = ['kr', 'ar', 'en'];

/** A native select of the three languages; changing it stores the cookie and flips direction. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const id = useId();
  return (
    <div className="flex items-center gap-1.5">
      <Languages aria-hidden="true" className="size-4 shrink-0" />
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <select
        id={id}
        data-testid="language-switcher"
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void i18n.changeLanguage(event.target.value);
        }}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900"
      >
        {SWITCHER_ORDER.map((code) => (
          <option key={code} value={code} lang={LANGUAGE_INFO[code].htmlLang}>
            {LANGUAGE_INFO[code].nativeName}
          </option>
        ))}
      </select>
    </div>
  );
}
