import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, minifySync, type Plugin } from 'vite';
import preact from '@preact/preset-vite';
import tailwindcss from '@tailwindcss/vite';
import { sharedTranslations } from '@chapkhana/web-kit/translations-plugin';
import { installableAppFiles, storefrontServiceWorker } from './src/pwa/vite-plugin';
import { compileHints, PUBLIC_PAGES, routeChunkGroups } from './page-chunks';
import { serverIcons } from './server-icons';
import { SCREEN_SECTIONS } from './src/config/screen-texts';

/**
 * Writes `.br` and `.gz` beside every script, style sheet, translation file and SVG of the
 * build, once, at the strongest levels; the server sends them to browsers that accept them
 * (@fastify/static's preCompressed), so no request pays for compression.
 */
function precompress(): Plugin {
  let outDir = '';
  const compressible = /\.(js|css|json|svg)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? walk(file) : [file];
    });
  return {
    name: 'chapkhana:precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir).filter((f) => compressible.test(f))) {
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * Minifies the scripts the public folder is copied with as they are (page-start.js,
 * offline-retry.js): page-start.js comes with every page, and its comments were most of its bytes.
 */
function minifyPublicScripts(): Plugin {
  let outDir = '';
  let publicDir = '';
  return {
    name: 'chapkhana:minify-public-scripts',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      publicDir = config.publicDir;
    },
    // Before the copies are compressed (precompress).
    closeBundle: {
      order: 'pre',
      sequential: true,
      handler() {
        for (const name of readdirSync(publicDir).filter((file) => file.endsWith('.js'))) {
          const file = path.join(outDir, name);
          if (!existsSync(file)) continue;
          const { code, errors } = minifySync(name, readFileSync(file, 'utf8'));
          if (errors.length > 0) throw new Error(`${name}: ${errors[0]?.message}`);
          writeFileSync(file, code);
        }
      },
    },
  };
}

/**
 * react-router's production build, for both builds: its package names only the development
 * build under every condition (node, import, default), with its warnings and checks, which the
 * server ran on every page it drew (issue 34) and every page's script carried (0.6 KB gzip).
 * Its production files sit beside it, asked for here by path.
 */
function reactRouterProduction() {
  const root = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  const file = (name: string) => path.join(root, 'dist', 'production', name);
  return [
    { find: /^react-router$/, replacement: file('index.mjs') },
    { find: /^react-router\/dom$/, replacement: file('dom-export.mjs') },
  ];
}

/**
 * React Router's production file, with what it keeps only for React's developer tools taken out,
 * so that the bundler can leave out what the shop does not use. It names each of its components
 * and contexts (`Form.displayName = "Form"`), a write the bundler must keep, and so the component
 * too; and it makes them with `React.forwardRef(…)` and `React.createContext(…)` at the top of
 * the file, calls the bundler cannot tell are free of side effects. Without the names, and with
 * those calls marked pure, its framework mode's `Form`, page links fetched ahead and server
 * components' contexts stay out of the chunk every page loads (with the storefront's own `Link`
 * and `NavLink`, src/components/ui/link.tsx: 35 → 22 KB minified). Nothing reads the names in
 * production.
 */
function reactRouterTreeShaken(): Plugin {
  return {
    name: 'chapkhana:react-router-tree-shaken',
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/]/ },
      handler(code) {
        return code
          .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '')
          .replace(
            /^(var [\w$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm,
            '$1/* @__PURE__ */ $2',
          );
      },
    },
  };
}

/** The shop's own code (the storefront, web-kit, the contract's shared helpers) and its icons. */
const OWN_CODE = /apps[\\/]web[\\/]src[\\/]|packages[\\/](web-kit|shared)[\\/]|lucide-react[\\/]/;
/** The entry `index.html` names. */
const ENTRY_FILE = /src[\\/]app[\\/]main\.tsx$/;

// The API server (apps/api) listens on 3000 in development; the storefront talks to it
// through the same relative paths it uses in production, where one process serves both.
const API_ORIGIN = 'http://localhost:3000';
const proxy = {
  '/api': { target: API_ORIGIN, changeOrigin: true },
  '/uploads': { target: API_ORIGIN, changeOrigin: true },
  '/socket.io': { target: API_ORIGIN, changeOrigin: true, ws: true },
};

export default defineConfig(({ isSsrBuild, mode }) => ({
  // The storefront renders with Preact through its React compatibility layer (react and
  // react-dom resolve to preact/compat): a tenth of react-dom's size, for the phones the shop
  // is for. See docs/decisions.md, "The storefront's runtime".
  // The installable app's files (manifests, offline pages, the service worker) are the browser
  // build's only: see src/pwa/README.md.
  plugins: [
    preact(),
    reactRouterTreeShaken(),
    tailwindcss(),
    serverIcons(),
    ...(isSsrBuild ? [] : [installableAppFiles(), storefrontServiceWorker()]),
    // The error codes' messages in a file of their own (errors.json, src/lib/error-texts.ts), and
    // the texts of the screens behind sign-in and checkout in another (screens.json,
    // src/config/screen-texts.ts).
    sharedTranslations({ errorTextsApart: true, screenSections: SCREEN_SECTIONS }),
    minifyPublicScripts(),
    // The scripts a public page runs before the app takes it over, compiled as they arrive.
    compileHints({ pages: PUBLIC_PAGES }),
    precompress(),
  ],
  resolve: {
    tsconfigPaths: true,
    // A library that asks use-sync-external-store's shim for the hook is handed React's own
    // (here preact/compat's) by it: ask preact/compat directly, and the shim's CommonJS stays
    // out of every page.
    alias: [
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
      ...(mode === 'production' ? reactRouterProduction() : []),
    ],
  },
  // The server build (`vite build --ssr`, see package.json) bundles every library, so they too
  // render with Preact; the API server loads it from dist/.server, which it never serves.
  ssr: { noExternal: true },
  // …and fixes their mode at build time, as the browser build does: the libraries' development
  // checks (Redux Toolkit's state checks, among others) never run in production, whatever
  // NODE_ENV the server starts with.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify(mode) } : undefined,
  build: isSsrBuild
    ? { outDir: 'dist/.server', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // Hashed bundles live under /static so the server can cache that folder immutably;
        // /assets/locales/*.json (from public/) is not fingerprinted and must stay revalidated.
        assetsDir: 'static',
        // .vite/manifest.json: the server names a page's route chunks in its HTML (apps/api/src/web/preloads.ts).
        manifest: true,
        // Every browser the shop serves (those with ES modules and dynamic import) knows
        // <link rel="modulepreload">: Vite's polyfill for it would be on every page for none.
        modulePreload: { polyfill: false },
        // One style sheet for the whole storefront (Tailwind's and the fonts'), linked by
        // index.html or written inline by the server (apps/api web/page-template.ts). Split by
        // chunk, a route's code named its chunks' sheets, and Vite's loader added a <link> for
        // each it found no link for (an inline one): the browser fetched the fonts' sheet again
        // and worked out the whole page's style anew (125 ms of a product page's loading at 4x CPU).
        cssCodeSplit: false,
        rolldownOptions: {
          output: {
            // Libraries change far less often than the shop's code: separate chunks stay cached
            // across deploys. Preact (as React) and the router form the largest, steadiest group.
            codeSplitting: {
              groups: [
                {
                  name: 'runtime',
                  test: /node_modules[\\/](preact|react-router)[\\/]/,
                  priority: 10,
                },
                // Libraries only some routes use get chunks of their own, so the entry's vendor
                // chunk (loaded on every page) does not carry them: carousels (home, product
                // page), the price slider (listing), the contract's zod + big.js (catalogue, accounts),
                // the toasts.
                { name: 'carousel', test: /node_modules[\\/]embla-carousel/, priority: 3 },
                { name: 'react-range', test: /node_modules[\\/]react-range[\\/]/, priority: 3 },
                // zod comes with react-hook-form's zod resolver: the forms load both at their first
                // check (src/lib/lazy-resolver.ts), not with the page.
                {
                  name: 'contract',
                  test: /node_modules[\\/](zod|@hookform[\\/]resolvers)[\\/]/,
                  priority: 3,
                },
                { name: 'decimal', test: /node_modules[\\/]big\.js[\\/]/, priority: 3 },
                // The account screens' forms, and the phone library (loaded with the forms' rules).
                // (@standard-schema/utils stays in vendor: RTK Query imports it on every page.)
                // Above the contract's priority: a group takes its modules' dependencies too, and
                // react-hook-form, which the zod resolver imports, belongs with the forms.
                { name: 'forms', test: /node_modules[\\/]react-hook-form[\\/]/, priority: 4 },
                { name: 'phone', test: /node_modules[\\/]libphonenumber-js[\\/]/, priority: 3 },
                // The toasts' code loads at the first toast or the reader's first touch or key (src/lib/toast.ts).
                {
                  name: 'toasts',
                  test: /node_modules[\\/](react-hot-toast|goober)[\\/]/,
                  priority: 3,
                },
                {
                  name: 'realtime',
                  test: /node_modules[\\/](socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io[\\/]component-emitter|xmlhttprequest-ssl)[\\/]/,
                  priority: 3,
                },
                // The designed cards' libraries, loaded with the designer, a proof or a saved card's
                // file: in the vendor group, a dynamic import still landed in the chunk every page
                // loads (pdf.js alone is some 120 KB gzip).
                { name: 'pdfjs', test: /node_modules[\\/]pdfjs-dist[\\/]/, priority: 3 },
                {
                  name: 'card-libraries',
                  test: /node_modules[\\/](papaparse|qrcode|dijkstrajs|pngjs)[\\/]/,
                  priority: 3,
                },
                // The shop's own modules that the entry loads on every page, in one chunk beside it
                // (but for the entry file itself, which must stay the entry). Left to the bundler,
                // each module a route shares with the entry became a chunk of its own: seven files
                // of 1–4 KB before the take-over, each a request and a response's headers on a
                // slow line (issue 34, part 7).
                {
                  name: 'start',
                  test: (id: string) => OWN_CODE.test(id) && !ENTRY_FILE.test(id),
                  tags: ['$initial'],
                  priority: 0,
                },
                // …and those a dozen or more routes share, in one chunk they all load. Fewer
                // routes, and the group took a module whose imports brought the phone library and
                // the contract (zod) to every page (e2e/specs/route-imports.test.ts refuses that).
                { name: 'common', test: OWN_CODE, minShareCount: 12, priority: 0 },
                // The public pages ask for 10–13 scripts before the take-over, not up to 25
                // (page-chunks.ts).
                ...routeChunkGroups({ pages: PUBLIC_PAGES, ownCode: OWN_CODE }),
                // Every other library but lucide's icons, which go with the screens that draw them
                // (the header's with the entry): in vendor, every page loaded every screen's icons.
                { name: 'vendor', test: /node_modules[\\/](?!lucide-react[\\/])/, priority: 1 },
              ],
            },
          },
        },
      },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
}));
