import { pageLanguageOf, type Language } from '@chapkhana/shared/languages';

/**
 * The language the storefront will settle on, decided the same way its detector does (docs/design.md §7:
 * the address's `?lng=`, the cookie, then a browser language that names Arabic or Kurdish, then
 * Kurdish), so the first paint already has it. An English browser alone keeps Kurdish: many
 * Kurdish readers run English phones. `?lng=` gives every public page one address per language.
 */
export function pageLanguage(
  cookie: string | undefined,
  acceptLanguage: string | undefined,
  addressLanguage?: unknown,
): Language {
  const preferred = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) : 1 };
    })
    .filter(({ tag, q }) => tag && q > 0)
    .sort((a, b) => b.q - a.q);
  return pageLanguageOf(
    addressLanguage,
    cookie,
    preferred.map(({ tag }) => tag),
  );
}
