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
    enforce: 'post',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle(_options, bundle) {
      // The storefront's one style sheet (build.cssCodeSplit is off), written by Vite's own
      // generateBundle, which runs before this plugin's (enforce: 'post').
      const styleSheets = new Set(
        Object.values(bundle)
          .filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
          .map((file) => `/${file.fileName}`),
      );
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
 * pages, icons and manifests carry a revision. The translations and page-start.js are not
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
