import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { toLanguage, type Language } from '@chapkhana/shared/languages';

/** The reading language as the shop's code (`kr`, `ar`, `en`). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}
