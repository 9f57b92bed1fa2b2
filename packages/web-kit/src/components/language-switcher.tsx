import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { LANGUAGE_INFO, isLanguage, type Language } from '@chapkhana/shared/languages';
import { useLanguage } from '../use-language';

/** A native select of the three languages; changing it stores the cookie and flips direction. */
export function LanguageSwitcher({
  testId,
  order = ['kr', 'ar', 'en'],
  tone = 'light',
}: {
  testId: string;
  /** The order the languages are listed in: the shop's default first unless told otherwise. */
  order?: readonly Language[];
  tone?: 'light' | 'dark';
}) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const colours =
    tone === 'dark'
      ? 'border-slate-600 bg-slate-800 text-white'
      : 'border-slate-300 bg-white text-slate-900';
  return (
    <div className="flex items-center gap-1.5">
      <Languages aria-hidden="true" className="size-4 shrink-0" />
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <select
        id={id}
        data-testid={testId}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void i18n.changeLanguage(event.target.value);
        }}
        className={`rounded-md border px-2 py-1 text-sm ${colours}`}
      >
        {order.map((code) => (
          <option key={code} value={code} lang={LANGUAGE_INFO[code].htmlLang}>
            {LANGUAGE_INFO[code].nativeName}
          </option>
        ))}
      </select>
    </div>
  );
}
