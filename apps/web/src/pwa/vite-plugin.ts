import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { LANGUAGES } from '@chapkhana/shared/languages';
import { appManifestPath, offlinePagePath } from '@chapkhana/shared/installable-app';
import { appManifest, type AppTexts } from './app-manifest';
import { offlinePage, type OfflineTexts } from './offline-page';

/**
 * Writes the installable app's files into the storefront's build, one per language, from the
 * translation files: the web app manifest and the offline page (which takes the app's style
 * sheets, so it has the shop's fonts and colours). The service worker precaches them.
 */
export function installableAppFiles(): Plugin {
  let publicDir = '';
  return {
    name: 'chapkhana:installable-app',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle(_options, bundle) {
      // The style sheets the storefront's page links: its entry's and its imports' (the fonts').
      const styleSheets = new Set<string>();
      const seen = new Set<string>();
      const addStyleSheets = (fileName: string) => {
        const chunk = bundle[fileName];
        if (chunk?.type !== 'chunk' || seen.has(fileName)) return;
        seen.add(fileName);
        chunk.imports.forEach(addStyleSheets);
        chunk.viteMetadata?.importedCss.forEach((file) => styleSheets.add(`/${file}`));
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.isEntry) addStyleSheets(chunk.fileName);
      }
      if (styleSheets.size === 0) this.error('The storefront entry has no style sheet.');
      for (const language of LANGUAGES) {
        const file = path.join(publicDir, 'assets', 'locales', language, 'translation.json');
        const texts = JSON.parse(readFileSync(file, 'utf8')) as AppTexts & OfflineTexts;
        this.emitFile({
          type: 'asset',
          fileName: appManifestPath(language).slice(1),
          source: `${JSON.stringify(appManifest(language, texts), null, 2)}\n`,
        });
        this.emitFile({
          type: 'asset',
          fileName: offlinePagePath(language).slice(1),
          source: offlinePage(language, texts, [...styleSheets]),
        });
      }
    },
  };
}

/**
 * The service worker (src/pwa/sw.ts), built to /sw.js with the build's file list written into
 * it: what is precached is what a version needs to open without the network. Scripts, style
 * sheets and fonts are fingerprinted (their address changes with their content); the offline
 * pages, icons and manifests carry a revision. The translations and early-taps.js are not
 * precached: they keep their address across versions, so sw.ts fetches them network-first.
 */
export function storefrontServiceWorker(): Plugin[] {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/pwa',
    filename: 'sw.ts',
    // The page registers it once it has settled (src/pwa/register.ts); the manifests are ours.
    injectRegister: false,
    manifest: false,
    injectManifest: {
      rollupFormat: 'iife',
      globPatterns: [
        'static/**/*.{js,css,woff2}',
        'offline-*.html',
        'offline-retry.js',
        'manifest-*.webmanifest',
        'icons/*.png',
        'favicon.svg',
      ],
      dontCacheBustURLsMatching: /^static\//,
    },
  });
}
