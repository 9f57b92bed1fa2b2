import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const lang of ['kr', 'ar', 'en']) for (const width of [360, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 800 }, serviceWorkers: 'block' });
  await context.addCookies([{ name: 'i18next', value: lang, url: 'http://localhost:3455' }]);
  const page = await context.newPage();
  await page.goto('http://localhost:3455/console/sign-in');
  await page.getByTestId('sign-in-form').waitFor();
  await page.locator('#login').fill('admin@chapkhana.example');
  await page.locator('#password').fill('wrong-password-1');
  await page.locator('#password').press('Enter');
  await page.getByRole('alert').first().waitFor();
  await page.screenshot({ path: `signin-fail-${lang}-${width}.png` });
  await context.close();
}
await browser.close();
