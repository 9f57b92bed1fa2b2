import { LANGUAGE_INFO } from '@chapkhana/shared/languages';
import { useLanguage } from './use-language';

/**
 * The reading direction of the current language (`rtl` for Kurdish and Arabic), from the shop's
 * own table of languages. Not i18next's `dir()`: it knows Sorani as `ckb`, not the shop's `kr`,
 * and answers `ltr` for it.
 */
export function useDirection(): 'ltr' | 'rtl' {
  return LANGUAGE_INFO[useLanguage()].dir;
}
