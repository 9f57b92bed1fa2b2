import type { Language } from '@chapkhana/shared/languages';

/** The storefront lists its languages in the spec's order: English, Kurdish, Arabic. */
export const SPEC_LANGUAGE_ORDER: readonly Language[] = ['en', 'kr', 'ar'];
