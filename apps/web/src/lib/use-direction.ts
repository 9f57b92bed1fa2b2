import { LANGUAGE_INFO } from '@chapkhana/shared/languages';
import { useLanguage } from '@chapkhana/web-kit/use-language';

/** The reading direction of the current language (`rtl` for Kurdish and Arabic). */
export function useDirection(): 'ltr' | 'rtl' {
  return LANGUAGE_INFO[useLanguage()].dir;
}
