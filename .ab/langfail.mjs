import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const other = { kr: 'ar', ar: 'en', en: 'ar' };
for (const lang of ['kr', 'ar', 'en']) for (const width of [360, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 800 }, serviceWorkers: 'block' });
  await context.addCookies([{ name: 'i18next', value: lang, url: 'http://localhost:3455' }]);
  const page = await context.newPage();
  await page.route(`**/locales/${other[lang]}/**`, (route) => route.fulfill({ status: 404, body: 'no' }));
  await page.goto('http://localhost:3455/console/sign-in');
  await page.getByTestId('sign-in-form').waitFor();
  await page.getByTestId('language-switcher').selectOption(other[lang]);
  await page.getByTestId('language-switcher-failed').waitFor({ state: 'attached', timeout: 60000 });
  await page.screenshot({ path: `/work/main/.ab/langfail-${lang}-${width}.png` });
  await context.close();
}
await browser.close();
