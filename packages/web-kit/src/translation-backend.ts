import type { BackendModule, ReadCallback } from 'i18next';

type Loaded = { data: Record<string, unknown> } | { error: Error; retry: boolean };

/**
 * i18next's backend for both apps: one translation file per language, fetched from `loadPath`
 * (`{{lng}}` and `{{ns}}` filled in). What i18next-http-backend did here, without its 2 KB gzip
 * on every page. A failure worth another try (no answer, a 5xx) tells i18next to retry, as that
 * library did; a missing file or one that is not JSON does not.
 */
export function translationBackend(loadPath: string): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language: string, namespace: string, callback: ReadCallback) {
      const url = loadPath.replace('{{lng}}', language).replace('{{ns}}', namespace);
      void load(url).then((loaded) =>
        'data' in loaded ? callback(null, loaded.data) : callback(loaded.error, loaded.retry),
      );
    },
  };
}

async function load(url: string): Promise<Loaded> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
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
    return { error: new Error(`${url} is not JSON`), retry: false };
  }
}
