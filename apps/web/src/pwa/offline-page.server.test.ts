import { describe, expect, it } from 'vitest';
import ar from '../../public/assets/locales/ar/translation.json';
import en from '../../public/assets/locales/en/translation.json';
import kr from '../../public/assets/locales/kr/translation.json';
import { OFFLINE_SCRIPT, offlinePage } from './offline-page';

const translations = { kr, ar, en };
const STYLES = ['/static/vendor-1.css', '/static/index-2.css'];

describe('the offline page', () => {
  it.each([
    ['kr', 'ckb', 'rtl'],
    ['ar', 'ar', 'rtl'],
    ['en', 'en', 'ltr'],
  ] as const)('is written in the reader’s language and direction (%s)', (language, lang, dir) => {
    const page = offlinePage(language, translations[language], STYLES);
    expect(page).toContain(`<html lang="${lang}" dir="${dir}" data-language="${language}">`);
    const text = translations[language].offline;
    expect(page).toContain(`<title>${text.title}</title>`);
    for (const sentence of [text.heading, text.body, text.stillWorks, text.retry, text.home])
      expect(page).toContain(`>${sentence}<`);
    // Home in the same language; the shop's own style sheets (fonts, colours); no inline script.
    expect(page).toContain(`href="/?lng=${language}"`);
    for (const href of STYLES) expect(page).toContain(`<link rel="stylesheet" href="${href}">`);
    expect(page).toContain(`<script defer src="${OFFLINE_SCRIPT}"></script>`);
    expect(page).not.toMatch(/<script>/);
  });

  it('escapes what it is given', () => {
    const texts = {
      ...en,
      offline: { ...en.offline, heading: '<img src=x onerror=alert(1)>' },
    };
    const page = offlinePage('en', texts, ['/static/a".css']);
    expect(page).not.toContain('<img src=x');
    expect(page).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(page).toContain('href="/static/a&#34;.css"');
  });
});
