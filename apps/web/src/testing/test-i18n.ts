import type { Translator as I18n } from '@chapkhana/web-kit/translator';
import { withSharedTranslations } from '@chapkhana/web-kit/shared-translations';
import { createTestI18n as createKitTestI18n } from '@chapkhana/web-kit/testing/test-i18n';
import en from '../../public/assets/locales/en/translation.json';

/** A synchronous English i18next instance with this app's translations (as served: the shared ones merged in), for component tests. */
export function createTestI18n(): I18n {
  return createKitTestI18n(withSharedTranslations('en', en));
}
