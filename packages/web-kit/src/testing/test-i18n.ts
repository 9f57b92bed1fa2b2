import { createTranslator, type Translator } from '../translator';

/** A ready translator in English for component tests (no HTTP, no detection). */
export function createTestI18n(english: Record<string, unknown>): Translator {
  return createTranslator({ lng: 'en', resources: { en: { translation: english } } });
}
