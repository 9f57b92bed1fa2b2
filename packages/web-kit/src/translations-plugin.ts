import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { LANGUAGES, type Language } from '@chapkhana/shared/languages';
import {
  ERROR_TEXTS_FILE,
  SCREEN_TEXTS_NAMESPACE,
  splitErrorTexts,
  splitSections,
  withSharedTranslations,
} from './shared-translations';
import { TEXTS_VERSION_KEY } from './translation-backend';

/** Where an app's translation file sits under its public folder, and is served under its base. */
const fileOf = (language: Language) => `assets/locales/${language}/translation.json`;
/** Where an app that loads them apart serves its error texts (`errorTextsApart`). */
const errorsFileOf = (language: Language) => `assets/locales/${language}/${ERROR_TEXTS_FILE}`;
/** Where an app serves the sections it keeps for the screens that need them (`screenSections`). */
const screensFileOf = (language: Language) =>
  `assets/locales/${language}/${SCREEN_TEXTS_NAMESPACE}.json`;

/**
 * Serves and builds each of an app's translation files (`public/assets/locales/<lng>/
 * translation.json`) with the shared ones (shared-translations.ts) merged in: one file per
 * language, as before, for the browser and for the server that reads the built file. In
 * development the merged file is answered in place of the public one; a build writes it over the
 * copy of the public one, before the build's files are compressed.
 *
 * With `errorTextsApart` (the storefront) the messages of the error codes go to a file of their
 * own beside it (`errors.json`, shared-translations.ts's `splitErrorTexts`), which the app loads
 * when a screen that can show one is drawn, not before it takes a page over. The top-level
 * sections named in `screenSections` go to `screens.json` (SCREEN_TEXTS_NAMESPACE), which the app
 * loads with the code of the screens that use them.
 *
 * A build names the version of its texts (a hash of every file it writes) in each file
 * (`TEXTS_VERSION_KEY`) and gives it to its code (`import.meta.env.VITE_TEXTS_VERSION`): a tab
 * still running an earlier build's code that is answered a later build's file loads the page
 * anew instead of showing the keys it does not find (web-kit i18n.ts `reloadWithNewTexts`).
 * Development has neither: the files are answered as they are edited.
 */
export function sharedTranslations({
  errorTextsApart = false,
  screenSections = [] as readonly string[],
} = {}): Plugin {
  let publicDir = '';
  let outDir = '';
  let base = '/';
  const served = (language: Language) =>
    withSharedTranslations(
      language,
      JSON.parse(readFileSync(path.join(publicDir, fileOf(language)), 'utf8')) as object,
    );
  /** The files of `language` as served: the translation file, and the error texts when apart. */
  const files = (language: Language): [string, string][] => {
    const whole = served(language);
    const { page: withErrors, apart: screens } = splitSections(whole, screenSections);
    const written: [string, string][] = [];
    if (errorTextsApart) {
      const { page, errors } = splitErrorTexts(withErrors);
      written.push([fileOf(language), JSON.stringify(page)]);
      written.push([errorsFileOf(language), JSON.stringify(errors)]);
    } else {
      written.push([fileOf(language), JSON.stringify(withErrors)]);
    }
    if (screenSections.length > 0) written.push([screensFileOf(language), JSON.stringify(screens)]);
    return written;
  };
  /** Every file of every language, and the version of their texts (a hash of them all). */
  const versioned = () => {
    const written = LANGUAGES.flatMap(files);
    const hash = createHash('sha256');
    for (const [name, text] of written) hash.update(name).update('\0').update(text).update('\0');
    return { written, version: hash.digest('hex').slice(0, 16) };
  };
  return {
    name: 'chapkhana:shared-translations',
    // The server's build has no public folder: the server reads the browser build's files.
    apply: (_config, env) => env.command === 'serve' || !env.isSsrBuild,
    config(config, env) {
      if (env.command !== 'build') return undefined;
      publicDir = path.resolve(
        config.root ?? process.cwd(),
        typeof config.publicDir === 'string' ? config.publicDir : 'public',
      );
      const { version } = versioned();
      return { define: { 'import.meta.env.VITE_TEXTS_VERSION': JSON.stringify(version) } };
    },
    configResolved(config) {
      publicDir = config.publicDir;
      outDir = path.resolve(config.root, config.build.outDir);
      base = config.base;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const address = (request.url ?? '').split('?')[0] ?? '';
        const file = address.startsWith(`${base}assets/locales/`)
          ? LANGUAGES.flatMap(files).find(([name]) => address === `${base}${name}`)
          : undefined;
        if (!file) {
          next();
          return;
        }
        response.setHeader('Content-Type', 'application/json; charset=utf-8');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(file[1]);
      });
    },
    // Before the build's files are compressed (closeBundle hooks of the normal order).
    closeBundle: {
      order: 'pre',
      sequential: true,
      handler() {
        const { written, version } = versioned();
        for (const [name, text] of written) {
          // The version first, then the file's own sections (each file is a JSON object).
          const sections = text === '{}' ? '}' : `,${text.slice(1)}`;
          writeFileSync(
            path.join(outDir, name),
            `{${JSON.stringify(TEXTS_VERSION_KEY)}:${JSON.stringify(version)}${sections}`,
          );
        }
      },
    },
  };
}
