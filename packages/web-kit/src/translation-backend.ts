import type { TranslationBackend } from './translator';

type Loaded = { data: Record<string, unknown> } | { error: Error; retry: boolean };

/**
 * The key under which a built translation file names the version of the texts it was built with
 * (translations-plugin.ts): the same for every file of one build, and given to that build's code.
 */
export const TEXTS_VERSION_KEY = '$textsVersion';

export interface TranslationBackendOptions {
  /** The version of the texts this code was built with (none in development and tests). */
  version?: string | undefined;
  /**
   * Called when a file comes from another build than this code's (a tab opened before the shop
   * was updated): `true` when the page is being loaded anew, in `language`, with the new build's
   * code (the file is then handed to nobody); `false` to go on with the file as it is.
   */
  onStale?: (language: string, served: string) => boolean;
}

/**
 * The translator's backend for both apps: one translation file per language, fetched from
 * `loadPath` (`{{lng}}` and `{{ns}}` filled in). What i18next-http-backend did here, without its
 * 2 KB gzip on every page. A failure worth another try (no answer, a 5xx) tells the translator to
 * retry, as that library did; a missing file or one that is not JSON does not.
 *
 * A file of another build than the code's (`version`) may lack keys the code asks for, or name
 * them otherwise: drawn with it, the page would show the keys. `onStale` is asked first.
 */
export function translationBackend(
  loadPath: string,
  { version, onStale }: TranslationBackendOptions = {},
): TranslationBackend {
  return {
    read(language, namespace, callback) {
      const url = loadPath.replace('{{lng}}', language).replace('{{ns}}', namespace);
      void load(url).then((loaded) => {
        if (!('data' in loaded)) {
          callback(loaded.error, loaded.retry);
          return;
        }
        const { [TEXTS_VERSION_KEY]: served, ...texts } = loaded.data;
        if (
          version !== undefined &&
          typeof served === 'string' &&
          served !== version &&
          onStale?.(language, served)
        ) {
          // The page is being replaced: the translator is left waiting (a switch still says it
          // is loading) rather than told of a failure the reader would see until it goes.
          return;
        }
        callback(null, texts);
      });
    },
  };
}

/**
 * How long one try may take, answer and body: a line that stopped carrying anything fails the
 * try (and the translator tries again, as after no answer), where a fetch alone would wait
 * for ever, and with it a switch of language or a page drawn in the browser. The translation
 * file is ~14 KB: ~2.3 s on Slow 3G, its 2 s round trip included.
 */
export const TRANSLATION_FILE_WAIT_MS = 15_000;

async function load(url: string): Promise<Loaded> {
  const stop = new AbortController();
  const late = new Error(`${url} did not come within ${TRANSLATION_FILE_WAIT_MS} ms`);
  const timer = setTimeout(() => stop.abort(late), TRANSLATION_FILE_WAIT_MS);
  try {
    return await loadWithin(url, stop.signal, late);
  } finally {
    clearTimeout(timer);
  }
}

async function loadWithin(url: string, signal: AbortSignal, late: Error): Promise<Loaded> {
  let response: Response;
  try {
    response = await fetch(url, { signal });
  } catch (error) {
    // (An older browser aborts with an AbortError of its own, not the reason it was given.)
    if (signal.aborted) return { error: late, retry: true };
    return { error: error instanceof Error ? error : new Error(String(error)), retry: true };
  }
  if (!response.ok) {
    return {
      error: new Error(`${url} answered ${response.status}`),
      retry: response.status >= 500,
    };
  }
  try {
    return { data: (await response.json()) as Record<string, unknown> };
  } catch {
    // A body cut off by the time limit is worth another try; one that is not JSON is not.
    if (signal.aborted) return { error: late, retry: true };
    return { error: new Error(`${url} is not JSON`), retry: false };
  }
}
