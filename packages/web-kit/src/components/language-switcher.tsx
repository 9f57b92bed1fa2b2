import { Languages, X } from 'lucide-react';
import type { i18n as I18n } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { LANGUAGE_INFO, isLanguage, type Language } from '@chapkhana/shared/languages';
import { loadLanguage } from '../i18n';
import { useLanguage } from '../use-language';

/**
 * The language last picked, for each i18next: a slower load picked before it does not switch
 * after it, whichever switcher it was picked in (a phone has the header's and the menu's).
 */
const lastPicks = new WeakMap<I18n, Language>();

/**
 * A native select of the three languages; changing it stores the cookie and flips direction.
 * The page switches once the language's texts are in (on a slow line, seconds later: the select
 * shows the language asked for meanwhile); when they cannot come, it stays in the language it
 * was in and says so, rather than showing every text as its key.
 */
export function LanguageSwitcher({
  testId,
  order = ['kr', 'ar', 'en'],
  tone = 'light',
  inPanel = false,
}: {
  testId: string;
  /** The order the languages are listed in: the shop's default first unless told otherwise. */
  order?: readonly Language[];
  tone?: 'light' | 'dark';
  /**
   * Drawn in a side panel (the storefront's phone menu), where what the panel holds is placed
   * against the panel: a failure shows under the switcher, from its start, at every width.
   */
  inPanel?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const [asked, setAsked] = useState<Language>();
  const [failed, setFailed] = useState<Language>();
  const switchTo = async (target: Language) => {
    lastPicks.set(i18n, target);
    setFailed(undefined);
    setAsked(target);
    const ready = target === language || (await loadLanguage(i18n, target));
    const overtaken = () => lastPicks.get(i18n) !== target;
    if (ready && !overtaken()) await i18n.changeLanguage(target);
    setAsked((shown) => (shown === target ? undefined : shown));
    if (overtaken()) return;
    lastPicks.delete(i18n);
    if (!ready) setFailed(target);
  };
  const colours =
    tone === 'dark'
      ? 'border-slate-600 bg-slate-800 text-white'
      : 'border-slate-300 bg-white text-slate-900';
  return (
    <div className="relative flex items-center gap-1.5">
      <Languages aria-hidden="true" className="size-4 shrink-0" />
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <select
        id={id}
        data-testid={testId}
        value={asked ?? language}
        aria-busy={asked ? true : undefined}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void switchTo(event.target.value);
        }}
        className={`rounded-md border px-2 py-1 text-sm ${colours} ${asked ? 'cursor-progress opacity-70' : ''}`}
      >
        {order.map((code) => (
          <option key={code} value={code} lang={LANGUAGE_INFO[code].htmlLang}>
            {LANGUAGE_INFO[code].nativeName}
          </option>
        ))}
      </select>
      {failed && (
        // Under the switcher from a tablet up; in a bar on a phone, across the top of the screen,
        // as the switcher may sit anywhere in the bar.
        <div
          role="alert"
          data-testid={`${testId}-failed`}
          className={`z-50 flex items-start gap-2 rounded-md border border-red-200 bg-red-50 py-2 ps-3 pe-1 text-start text-sm font-normal text-red-800 shadow-md ${
            inPanel
              ? 'absolute start-0 top-full mt-1 w-64'
              : 'fixed inset-x-4 top-12 sm:absolute sm:inset-x-auto sm:end-0 sm:top-full sm:mt-1 sm:w-72'
          }`}
        >
          <p className="min-w-0 flex-1">
            {t('language.failed', { language: LANGUAGE_INFO[failed].nativeName })}
          </p>
          <button
            type="button"
            data-testid={`${testId}-failed-close`}
            aria-label={t('language.dismiss')}
            onClick={() => setFailed(undefined)}
            className="shrink-0 rounded p-1 hover:bg-red-100"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
    </div>
  );
}
