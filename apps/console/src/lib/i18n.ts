import { initI18n as initKitI18n } from '@chapkhana/web-kit/i18n';

/** Starts i18next: the console's own translation files, the language the storefront shares. */
export function initI18n(): Promise<unknown> {
  return initKitI18n({
    loadPath: `${import.meta.env.BASE_URL}assets/locales/{{lng}}/translation.json`,
  });
}

export { i18n } from '@chapkhana/web-kit/i18n';
