import { describe, expect, it } from 'vitest';
import { pageLanguage } from '../src/web/language';

// docs/design.md §7: `?lng=`, then the cookie, then a browser language that names Arabic or Kurdish,
// else Kurdish. An English browser alone keeps Kurdish (many Kurdish readers run English phones).
describe('pageLanguage', () => {
  it('takes the address first, then the cookie', () => {
    expect(pageLanguage('ar', 'ar-IQ', 'en')).toBe('en');
    expect(pageLanguage('en', 'ar-IQ,ar', undefined)).toBe('en');
    expect(pageLanguage('kr', 'en-US', 'fr')).toBe('kr');
    expect(pageLanguage(undefined, 'en-US', ['en', 'ar'])).toBe('kr');
  });

  it.each([
    ['en-US,en;q=0.9', 'kr'],
    ['en-GB', 'kr'],
    ['ar-IQ,en;q=0.8', 'ar'],
    ['en-US,en;q=0.9,ar;q=0.8', 'ar'],
    ['fr-FR,ar-IQ;q=0.8,en;q=0.5', 'ar'],
    ['ckb-IQ,ar;q=0.9', 'kr'],
    ['en;q=0.9,ku;q=0.5,ar;q=0.4', 'kr'],
    ['ar;q=0.4,ckb;q=0.6', 'kr'],
    ['ar;q=0,en', 'kr'],
    ['de-DE,fr;q=0.8', 'kr'],
    ['', 'kr'],
    [undefined, 'kr'],
  ])('reads Accept-Language %j as %s when nothing is chosen', (acceptLanguage, language) => {
    expect(pageLanguage(undefined, acceptLanguage)).toBe(language);
  });
});
