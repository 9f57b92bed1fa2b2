import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TEXTS_VERSION_KEY,
  TRANSLATION_FILE_WAIT_MS,
  translationBackend,
  type TranslationBackendOptions,
} from '@chapkhana/web-kit/translation-backend';

const read = (loadPath: string, language: string) =>
  new Promise<{ error: unknown; data: unknown }>((resolve) => {
    translationBackend(loadPath).read(language, 'translation', (error, data) =>
      resolve({ error, data }),
    );
  });

afterEach(() => vi.unstubAllGlobals());

describe('translationBackend', () => {
  it("fetches the language's file at loadPath and hands its JSON to i18next", async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json({ nav: { home: 'سەرەکی' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { error, data } = await read('/assets/locales/{{lng}}/{{ns}}.json', 'kr');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/assets/locales/kr/translation.json');
    expect(error).toBeNull();
    expect(data).toEqual({ nav: { home: 'سەرەکی' } });
  });

  it('asks i18next to try again after a server error or no answer, not after a 404', async () => {
    vi.stubGlobal('fetch', async () => new Response('busy', { status: 503 }));
    expect((await read('/l/{{lng}}.json', 'ar')).data).toBe(true);
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    expect((await read('/l/{{lng}}.json', 'ar')).data).toBe(true);
    vi.stubGlobal('fetch', async () => new Response('no', { status: 404 }));
    const missing = await read('/l/{{lng}}.json', 'ar');
    expect(missing.error).toBeInstanceOf(Error);
    expect(missing.data).toBe(false);
  });

  it('gives a try up when the line stops carrying anything, asking i18next to try again', async () => {
    vi.useFakeTimers();
    try {
      // Headers that never come, and a body that stops half-way.
      const never = (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        );
      const halfWay = async (_url: string, init?: RequestInit) =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('{"nav":'));
              init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
            },
          }),
        );
      for (const stalled of [never, halfWay]) {
        vi.stubGlobal('fetch', vi.fn(stalled));
        const reading = read('/l/{{lng}}.json', 'ar');
        await vi.advanceTimersByTimeAsync(TRANSLATION_FILE_WAIT_MS);
        const { error, data } = await reading;
        expect(String(error)).toMatch(/did not come within/);
        expect(data).toBe(true);
      }
    } finally {
      vi.useRealTimers();
    }
  });

  describe("a file of another build than the code's", () => {
    const texts = { nav: { home: 'الرئيسية' } };
    const serve = (version: string) =>
      vi.stubGlobal('fetch', async () => Response.json({ [TEXTS_VERSION_KEY]: version, ...texts }));
    /** Reads Arabic with `options`; `answer()` is what i18next has been handed so far. */
    const reading = (options: TranslationBackendOptions) => {
      let answer: { error: unknown; data: unknown } | undefined;
      translationBackend('/l/{{lng}}.json', options).read(
        'ar',
        'translation',
        (error, data) => (answer = { error, data }),
      );
      return () => answer;
    };

    it("hands i18next the texts without the version, the code's own or none asked", async () => {
      const onStale = vi.fn(() => true);
      serve('build-b');
      for (const options of [{ version: 'build-b', onStale }, { onStale }]) {
        const answer = reading(options);
        await vi.waitFor(() => expect(answer()).toEqual({ error: null, data: texts }));
      }
      expect(onStale).not.toHaveBeenCalled();
    });

    it('asks first, and hands nothing while the page is loaded anew', async () => {
      const onStale = vi.fn(() => true);
      serve('build-b');
      const answer = reading({ version: 'build-a', onStale });
      await vi.waitFor(() => expect(onStale).toHaveBeenCalledWith('ar', 'build-b'));
      // Asked in the turn that would have answered: it is over, with nothing handed.
      expect(answer()).toBeUndefined();
    });

    it('goes on with the file when the page is not loaded anew (done once already)', async () => {
      const onStale = vi.fn(() => false);
      serve('build-b');
      const answer = reading({ version: 'build-a', onStale });
      await vi.waitFor(() => expect(answer()).toEqual({ error: null, data: texts }));
      expect(onStale).toHaveBeenCalledOnce();
    });
  });

  it('does not retry a file that is not JSON', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>', { status: 200 }));
    const { error, data } = await read('/l/{{lng}}.json', 'en');
    expect(error).toBeInstanceOf(Error);
    expect(data).toBe(false);
  });
});
