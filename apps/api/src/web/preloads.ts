import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@chapkhana/shared/languages';

/** A product page's path; its slug is the first group. */
const PRODUCT_PAGE = /^\/product\/details\/([a-z0-9-]{1,200})$/i;
/** The shop's own pages (About, Contact); the page is the first group. */
const SHOP_PAGE = /^\/(about|contact)$/;

/**
 * What a page the browser draws asks for first, fetched while its scripts still load: its
 * translations, the header's categories and the page's own data (home, product). The modes match
 * the app's fetches (translations without credentials, the API with them) so the browser reuses
 * the answers. A page the server drew carries all of them (its state, and its translations:
 * page-template.ts `withPageTexts`), so it names none.
 */
export function storefrontPreloads(language: Language, pagePath: string): string {
  const links: [string, 'anonymous' | 'use-credentials'][] = [
    [`/assets/locales/${language}/translation.json`, 'anonymous'],
    ...pagePreloads(pagePath),
  ];
  return links
    .map(([href, mode]) => `<link rel="preload" href="${href}" as="fetch" crossorigin="${mode}">`)
    .join('');
}

function pagePreloads(pagePath: string): [string, 'use-credentials'][] {
  const links: [string, 'use-credentials'][] = [
    ['/api/home/get-categories-subCategories', 'use-credentials'],
    // Every page's footer and WhatsApp button.
    ['/api/home/shop-settings', 'use-credentials'],
  ];
  if (pagePath === '/') links.push(['/api/home/page-data', 'use-credentials']);
  const shopPage = SHOP_PAGE.exec(pagePath)?.[1];
  if (shopPage) links.push([`/api/home/shop-pages/${shopPage}`, 'use-credentials']);
  const slug = PRODUCT_PAGE.exec(pagePath)?.[1];
  if (slug) links.push([`/api/home/product-details/${slug}`, 'use-credentials']);
  // Product and listing pages price in dinars from the current rate.
  if (slug || pagePath === '/products' || pagePath === '/products/search')
    links.push(['/api/get-currencyIQD', 'use-credentials']);
  return links;
}

/** The build's manifest (`vite build` with `manifest: true`): each module's chunk and its imports. */
type BuildManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

export function readManifest(distDir: string): BuildManifest | undefined {
  try {
    return JSON.parse(
      readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
    ) as BuildManifest;
  } catch {
    return undefined;
  }
}

/** The route module each storefront page renders first (as in apps/web/src/app/router.tsx). */
const ROUTE_MODULES: [RegExp, string][] = [
  [/^\/$/, 'src/app/routes/home.tsx'],
  [/^\/products(\/search)?$/, 'src/app/routes/products.tsx'],
  [/^\/product\/details\/[^/]+$/, 'src/app/routes/product-details.tsx'],
  [SHOP_PAGE, 'src/app/routes/shop-pages.tsx'],
];

/**
 * `modulepreload` links for a page's route chunk and the chunks it imports, worked out once from
 * the build's manifest. The entry asks for them only once it has run; named in the page, they
 * load beside it, one round trip sooner (on a phone's network each round trip before the first
 * paint costs about half a second).
 */
export function routeModulePreloads(
  manifest: BuildManifest | undefined,
): (pagePath: string) => string {
  const filesOf = routeModuleFiles(manifest);
  return (pagePath) =>
    filesOf(pagePath)
      .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
      .join('');
}

/**
 * The addresses of a page's route chunk and the chunks it imports (not the entry's), worked out
 * once from the build's manifest: named in the page, they are asked for with the entry instead
 * of once it has run (a round trip later).
 */
export function routeModuleFiles(
  manifest: BuildManifest | undefined,
): (pagePath: string) => string[] {
  const filesOf = moduleFiles(manifest);
  const files = ROUTE_MODULES.map(([pattern, source]) => [pattern, filesOf([source])] as const);
  return (pagePath) => files.find(([pattern]) => pattern.test(pagePath))?.[1] ?? [];
}

/**
 * The addresses of the chunks of `modules` (as the manifest names them: `src/…`) and of the chunks
 * they import, but not the entry's (the page has those already), from the build's manifest. A
 * module the manifest does not know has none.
 */
export function moduleFiles(
  manifest: BuildManifest | undefined,
): (modules: readonly string[]) => string[] {
  if (!manifest) return () => [];
  const inPage = new Set<string>();
  const addWithImports = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(key) || inPage.has(key)) return;
    into.add(key);
    for (const imported of chunk.imports ?? []) addWithImports(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) addWithImports(key, inPage);
  }
  return (modules) => {
    const keys = new Set<string>();
    for (const module of modules) addWithImports(module, keys);
    return [...keys].map((key) => `/${manifest[key]?.file}`);
  };
}
