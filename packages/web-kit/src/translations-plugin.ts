import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { LANGUAGES, type Language } from '@chapkhana/shared/languages';
import { withSharedTranslations } from './shared-translations';

/** Where an app's translation file sits under its public folder, and is served under its base. */
const fileOf = (language: Language) => `assets/locales/${language}/translation.json`;

/**
 * Serves and builds each of an app's translation files (`public/assets/locales/<lng>/
 * translation.json`) with the shared ones (shared-translations.ts) merged in: one file per
 * language, as before, for the browser and for the server that reads the built file. In
 * development the merged file is answered in place of the public one; a build writes it over the
 * copy of the public one, before the build's files are compressed.
 */
export function sharedTranslations(): Plugin {
  let publicDir = '';
  let outDir = '';
  let base = '/';
  const merged = (language: Language) =>
    JSON.stringify(
      withSharedTranslations(
        language,
        JSON.parse(readFileSync(path.join(publicDir, fileOf(language)), 'utf8')) as object,
      ),
    );
  return {
    name: 'chapkhana:shared-translations',
    // The server's build has no public folder: the server reads the browser build's files.
    apply: (_config, env) => env.command === 'serve' || !env.isSsrBuild,
    configResolved(config) {
      publicDir = config.publicDir;
      outDir = path.resolve(config.root, config.build.outDir);
      base = config.base;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const address = (request.url ?? '').split('?')[0] ?? '';
        const language = LANGUAGES.find((code) => address === `${base}${fileOf(code)}`);
        if (!language) {
          next();
          return;
        }
        response.setHeader('Content-Type', 'application/json; charset=utf-8');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(merged(language));
      });
    },
    // Before the build's files are compressed (closeBundle hooks of the normal order).
    closeBundle: {
      order: 'pre',
      sequential: true,
      handler() {
        for (const language of LANGUAGES) {
          writeFileSync(path.join(outDir, fileOf(language)), merged(language));
        }
      },
    },
  };
}
