// What the storefront's public pages load before the app takes them over (issue 34, part 7).
// On a slow line every script before the take-over costs time, and the product page twice got
// the contract (zod with its schemas), react-hook-form and the field errors back through one
// shared import (issue 39's promised dates). This reads the build's manifest: the scripts a
// route imports statically, with the app's entry, must not hold them; a form loads them later.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  COMPILE_WHOLE,
  FIRST_PARTS,
  PRINT_PRODUCT_PARTS,
  PUBLIC_PAGES,
} from '../../apps/web/page-chunks';
import { SCREEN_SECTIONS } from '../../apps/web/src/config/screen-texts';
import { manifest, staticClosure, webDist as dist } from '../support/build-manifest';

/**
 * Marks of what must come later: zod's own error class, the form library's hook, and the card
 * designer's libraries (pdf.js, some 140 KB gzip, was once in the chunk every page loads, through a
 * chunk group that took its dynamic import too; the CSV reader; the QR code maker).
 */
const LATER = [
  { what: 'zod', mark: /\bZodError\b|\$ZodError/ },
  { what: 'react-hook-form', mark: /\buseFormContext\b|formState|shouldUnregister/ },
];
/**
 * React Router's framework mode, which the shop's declarative router never runs: its `Form` and
 * `useSubmit` (with the page links fetched ahead, they came with its Link; the storefront draws
 * its own, apps/web src/components/ui/link.tsx, and the build leaves them out, vite.config.ts).
 */
const ROUTER_FRAMEWORK = {
  what: "React Router's Form",
  mark: /Cannot submit element that is not <form>/,
};
const CARD_LIBRARIES = [
  { what: 'pdf.js', mark: /InvalidPDFException|Setting up fake worker/ },
  { what: 'papaparse', mark: /UndetectableDelimiter/ },
  { what: 'qrcode', mark: /getSymbolTotalCodewords/ },
];

/** The public pages a customer lands on from a search or a shared link. */
const ROUTES = {
  home: 'src/app/routes/home.tsx',
  listing: 'src/app/routes/products.tsx',
  product: 'src/app/routes/product-details.tsx',
};

/**
 * The scripts a route's page asks for before the app takes it over: the entry's and its own, and
 * those of the parts it loads first (`parts`: a print product's configurator).
 */
function firstScripts(route: string, parts: string[] = []): string[] {
  const keys = parts.reduce((seen, part) => staticClosure(part, seen), staticClosure(route));
  return [...staticClosure('index.html', keys)]
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'));
}

describe('the public pages’ scripts before the take-over', () => {
  const pages = [
    ...Object.entries(ROUTES).map(([name, route]) => ({ name, route, parts: [] as string[] })),
    { name: 'print product', route: ROUTES.product, parts: PRINT_PRODUCT_PARTS },
  ];
  for (const { name, route, parts } of pages) {
    it(`the ${name} page loads no zod, contract, form or card library before it is taken over`, () => {
      expect(manifest[route], `${route} is in the build`).toBeDefined();
      for (const part of parts) expect(manifest[part], `${part} is in the build`).toBeDefined();
      const files = firstScripts(route, parts);
      expect(files.length).toBeGreaterThan(3);
      const found = files.flatMap((file) => {
        const code = readFileSync(path.join(dist, file), 'utf8');
        return [...LATER, ...CARD_LIBRARIES, ROUTER_FRAMEWORK]
          .filter(({ mark }) => mark.test(code))
          .map(({ what }) => `${what} in ${file}`);
      });
      expect(found).toEqual([]);
    });
  }

  it('tells them apart: the checkout’s address page does load the contract and the form library', () => {
    const route = 'src/app/routes/shipping.tsx';
    expect(manifest[route], `${route} is in the build`).toBeDefined();
    const code = [...staticClosure(route)]
      .map((key) => manifest[key]!.file)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(dist, file), 'utf8'))
      .join('\n');
    for (const { what, mark } of LATER) expect(mark.test(code), what).toBe(true);
  });

  it('tells them apart: React Router’s production file holds its Form’s mark', () => {
    const router = path.dirname(
      createRequire(import.meta.url).resolve('react-router/package.json'),
    );
    const production = path.join(router, 'dist', 'production');
    const code = readdirSync(production)
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => readFileSync(path.join(production, file), 'utf8'))
      .join('\n');
    expect(ROUTER_FRAMEWORK.mark.test(code)).toBe(true);
  });

  it('tells them apart: the card designer’s libraries are in the build, in chunks of their own', () => {
    const files = Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js'));
    for (const { what, mark } of CARD_LIBRARIES) {
      const holding = files.filter((file) =>
        mark.test(readFileSync(path.join(dist, file), 'utf8')),
      );
      expect(holding.length, what).toBeGreaterThan(0);
    }
  });
});

/** Every public page's route: the landing pages, the categories and the shop's own pages. */
const PUBLIC_ROUTES = PUBLIC_PAGES.map((page) => `src/app/routes/${page}.tsx`);

describe('how many scripts the public pages ask for before the take-over', () => {
  it('are few: each is a request, and a slow line carries its headers too (apps/web/page-chunks.ts)', () => {
    // Before the public pages' shared modules had chunks of their own: the product page 25, home
    // 19, the listing 16.
    for (const route of PUBLIC_ROUTES)
      expect(firstScripts(route).length, route).toBeLessThanOrEqual(13);
  });

  it('puts what a page shares only with the screens behind sign-in in none of the other public pages', () => {
    const apart = (route: string) =>
      firstScripts(route).filter((file) =>
        file.startsWith(`static/${path.basename(route, '.tsx')}-shared-`),
      );
    expect(apart(ROUTES.product)).toHaveLength(1);
    expect(firstScripts('src/app/routes/cart.tsx')).toContain(apart(ROUTES.product)[0]);
    for (const route of PUBLIC_ROUTES) {
      for (const other of PUBLIC_ROUTES.filter((page) => page !== route))
        for (const file of apart(route)) expect(firstScripts(other), other).not.toContain(file);
    }
  });

  it('asks the browser to compile them whole as they come, and no screen behind sign-in (apps/web/page-chunks.ts, compileHints)', () => {
    const compiledWhole = (file: string) =>
      readFileSync(path.join(dist, file), 'utf8').startsWith(COMPILE_WHOLE);
    // With the parts a page loads before the take-over: a print product's configurator, the
    // screen of an unknown address.
    const first = new Set([
      ...PUBLIC_ROUTES.flatMap((route) => firstScripts(route)),
      ...FIRST_PARTS.flatMap((part) => [...staticClosure(part)].map((key) => manifest[key]!.file)),
    ]);
    for (const part of FIRST_PARTS) expect(manifest[part], part).toBeDefined();
    for (const file of first) expect(compiledWhole(file), file).toBe(true);
    // The screens behind sign-in and checkout, and the parts a page loads later, as before.
    for (const route of ['src/app/routes/cart.tsx', 'src/app/routes/shipping.tsx']) {
      const own = manifest[route]!.file;
      expect(first.has(own)).toBe(false);
      expect(compiledWhole(own), own).toBe(false);
    }
    const later = Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js') && !first.has(file));
    expect(later.length).toBeGreaterThan(50);
    expect(later.filter(compiledWhole)).toEqual([]);
  });

  it('has no chunk that imports, through others, a chunk importing it (modules would run out of order)', () => {
    // page-chunks.ts groups modules without their dependencies, which the bundler warns can make
    // such loops.
    const loops: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (key: string, path: string[]) => {
      state.set(key, 'open');
      for (const imported of manifest[key]?.imports ?? []) {
        if (state.get(imported) === 'open') loops.push([...path, key, imported].join(' → '));
        else if (!state.has(imported)) visit(imported, [...path, key]);
      }
      state.set(key, 'done');
    };
    for (const key of Object.keys(manifest)) if (!state.has(key)) visit(key, []);
    expect(Object.keys(manifest).length).toBeGreaterThan(50);
    expect(loops).toEqual([]);
  });
});

/**
 * Every chunk the public pages may run, now or later, without the reader opening a screen behind
 * sign-in or checkout: the entry's and the public routes' code, static and loaded later (a
 * product page's parts, the layout's menus), never another route's module.
 */
function publicCode(): Set<string> {
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    for (const imported of chunk?.imports ?? []) walk(imported);
    for (const later of chunk?.dynamicImports ?? []) {
      if (!later.startsWith('src/app/routes/')) walk(later);
    }
  };
  walk('index.html');
  for (const route of [...Object.values(ROUTES), ...PUBLIC_SCREENS]) walk(route);
  return seen;
}

/** The public screens besides the landing pages above. */
const PUBLIC_SCREENS = [
  'src/app/routes/categories.tsx',
  'src/app/routes/shop-pages.tsx',
  'src/components/ui/not-found-screen.tsx',
];

/** A translation key of a section the screens behind sign-in load apart, as the build writes it. */
const SCREEN_KEY = new RegExp(`["'\`](?:${SCREEN_SECTIONS.join('|')})\\.[A-Za-z]`);

describe('the texts the screens behind sign-in and checkout load apart (screens.json)', () => {
  it('are read by no code a public page runs, now or later', () => {
    const files = [...publicCode()]
      .map((key) => manifest[key]!.file)
      .filter((file) => file.endsWith('.js'));
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((file) => {
      const match = readFileSync(path.join(dist, file), 'utf8').match(SCREEN_KEY);
      return match ? [`${match[0]}… in ${file}`] : [];
    });
    expect(found).toEqual([]);
  });

  it('tells them apart: the cart and the sign-in page do read them', () => {
    for (const route of ['src/app/routes/cart.tsx', 'src/app/routes/login.tsx']) {
      const code = [...staticClosure(route)]
        .map((key) => manifest[key]!.file)
        .filter((file) => file.endsWith('.js'))
        .map((file) => readFileSync(path.join(dist, file), 'utf8'))
        .join('\n');
      expect(SCREEN_KEY.test(code), route).toBe(true);
    }
  });
});
