import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import type { ViteUserConfig } from 'vitest/config';
import { serverIcons } from './server-icons';

/** Testing Library's ES module build: its default one is CommonJS, which Node loads with React's own require. */
const testingLibrary = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@testing-library/react/package.json')),
  'dist/@testing-library/react.esm.js',
);

/**
 * The libraries Vitest transforms, so that their `react` is preact/compat too. Not Preact itself:
 * it imports no React, and left to Node it is loaded once, whereas a module Vitest transforms is
 * loaded again after vi.resetModules() (toast.test.tsx), and a second Preact's hooks never see
 * the first one's renders ("reading '__H'" of undefined).
 */
const transformedLibraries =
  /[\\/]node_modules[\\/](preact-render-to-string|@testing-library[\\/]react|react-redux|react-router|react-hook-form|@hookform|react-hot-toast|react-range|lucide-react|@reduxjs[\\/]toolkit|embla-carousel-react)[\\/]/;

/**
 * What makes the storefront's tests render with Preact, as production does (vite.config.ts):
 * react, react-dom (client, server) and the JSX runtime resolve to preact/compat and Preact's
 * (@preact/preset-vite's aliases). Vite's aliases reach only the code Vitest transforms, so the
 * libraries that import React (Testing Library, react-redux, react-router, the
 * forms, the toasts…) are transformed too, in their ES module builds, as the server build
 * bundles them (`ssr.noExternal`): left to Node they would load React itself beside Preact.
 * `runsIn`: the web project's jsdom or the web-server project's Node.
 */
export const onPreact = (runsIn: 'browser' | 'node') =>
  ({
    plugins: [preact({ prefreshEnabled: false, devToolsEnabled: false }), serverIcons()],
    resolve: {
      tsconfigPaths: true,
      // The libraries' ES module builds (react-router's "node" build is CommonJS otherwise).
      conditions: ['module', runsIn, 'development|production'],
      alias: [
        { find: /^@testing-library\/react$/, replacement: testingLibrary },
        // As in vite.config.ts: the shim hands over preact/compat's hook.
        { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
        // react-redux's selector hook: CommonJS, whose require('react') would be React's own.
        {
          find: /^use-sync-external-store\/(shim\/)?with-selector(\.js)?$/,
          replacement: fileURLToPath(
            new URL('src/testing/use-sync-external-store-with-selector.ts', import.meta.url),
          ),
        },
      ],
    },
    // Node's environment (web-server) takes what it transforms and how it resolves from here.
    ssr: {
      noExternal: [transformedLibraries],
      resolve: { conditions: ['module', runsIn, 'development|production'] },
    },
    test: { server: { deps: { inline: [transformedLibraries] } } },
  }) satisfies ViteUserConfig;
