import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../../src/app';
import type { TestApp } from './test-app';

const indexHtml = `<!doctype html>
<html lang="ckb" dir="rtl">
  <head><meta charset="UTF-8" /><meta name="description" content="چاپخانە" /><title>Chapkhana</title><script type="module" crossorigin src="/static/index-abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/static/vendor-abc123.js"></head>
  <body><div id="root"></div><script async src="/page-start.js"></script></body>
</html>`;
export const titles = {
  kr: 'چاپخانە — کاڵای چاپ',
  ar: 'چاپخانە — مواد الطباعة',
  en: 'Chapkhana — print and promo',
};

export const descriptions = {
  kr: 'کارتی بزنس و فلایەر',
  ar: 'بطاقات عمل ومنشورات & أكثر',
  en: 'Business cards and flyers',
};

/** A stand-in storefront build: what `vite build` writes, reduced to what the server reads. */
export async function writeFakeBuild(dir: string) {
  await mkdir(path.join(dir, 'static'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), indexHtml);
  await writeFile(path.join(dir, 'static', 'index-abc123.js'), 'console.log(1)');
  for (const [language, title] of Object.entries(titles)) {
    await mkdir(path.join(dir, 'assets', 'locales', language), { recursive: true });
    await writeFile(
      path.join(dir, 'assets', 'locales', language, 'translation.json'),
      JSON.stringify({
        meta: { title, description: descriptions[language as keyof typeof descriptions] },
      }),
    );
  }
}

/**
 * Gives `shop` stand-in storefront and console builds whose server renderer is `renderer` (an ES
 * module's source), and starts the app again: it reads the builds at start-up.
 */
export async function restartWithServerRenderer(
  shop: TestApp,
  renderer: string,
): Promise<TestApp['app']> {
  const dist = shop.config.webDistDir;
  await writeFakeBuild(dist);
  await writeFakeBuild(shop.config.consoleDistDir);
  await mkdir(path.join(dist, '.server'), { recursive: true });
  await writeFile(path.join(dist, '.server', 'server-render.js'), renderer);
  await shop.app.close();
  return buildApp({ config: shop.config, database: shop.database });
}
