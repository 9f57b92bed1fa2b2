import { afterEach, describe, expect, it, vi } from 'vitest';
import { translationBackend } from '@chapkhana/web-kit/translation-backend';

const read = (loadPath: string, language: string) =>
  new Promise<{ error: unknown; data: unknown }>((resolve) => {
    translationBackend(loadPath).read(language, 'translation', (error, data) =>
      resolve({ error, data }),
    );
  });

afterEach(() => vi.unstubAllGlobals());

describe('translationBackend', () => {
  it("fetches the language's file at loadPath and hands its JSON to i18next", async () => {
    const fetchMock = vi.fn(async () => Response.json({ nav: { home: 'سەرەکی' } }));
    vi.stubGlobal('fetch', fetchMock);
    const { error, data } = await read('/assets/locales/{{lng}}/{{ns}}.json', 'kr');
    expect(fetchMock).toHaveBeenCalledWith('/assets/locales/kr/translation.json');
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

  it('does not retry a file that is not JSON', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>', { status: 200 }));
    const { error, data } = await read('/l/{{lng}}.json', 'en');
    expect(error).toBeInstanceOf(Error);
    expect(data).toBe(false);
  });
});
