import { createTranslator } from '@chapkhana/web-kit/translator';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageDetection } from '@chapkhana/web-kit/i18n';

// docs/design.md §7, in the browser: `?lng=` (kept in the cookie), the cookie, a browser language that
// is Arabic or Kurdish, else Kurdish. The server decides its pages the same way.
async function detect({
  address = '/',
  cookie,
  languages,
  page,
}: {
  address?: string;
  cookie?: string;
  languages: string[];
  page?: string;
}) {
  window.history.replaceState(null, '', address);
  // Each detection keeps its pick in the cookie: start from none, or the one given.
  document.cookie = cookie ? `i18next=${cookie}; path=/` : 'i18next=; path=/; max-age=0';
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
  const { detector, options } = languageDetection(
    page === undefined ? [] : [{ name: 'page', lookup: () => page }],
  );
  const instance = createTranslator({ ...options, detector, resources: {} });
  await instance.init();
  return { language: instance.language, cookie: document.cookie };
}

afterEach(() => {
  document.cookie = 'i18next=; path=/; max-age=0';
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('the browser’s choice of language', () => {
  it('opens an English-only browser with no choice in Kurdish', async () => {
    expect(await detect({ languages: ['en-US', 'en'] })).toEqual({
      language: 'kr',
      cookie: 'i18next=kr',
    });
    expect((await detect({ languages: [] })).language).toBe('kr');
  });

  it('follows a browser that names Arabic or Kurdish', async () => {
    expect((await detect({ languages: ['ar-IQ', 'en'] })).language).toBe('ar');
    expect((await detect({ languages: ['en-US', 'ckb-IQ', 'ar'] })).language).toBe('kr');
    expect((await detect({ languages: ['en-US', 'ku'] })).language).toBe('kr');
  });

  it('keeps the reader’s choice in the cookie over the browser', async () => {
    expect((await detect({ cookie: 'en', languages: ['ar-IQ'] })).language).toBe('en');
    expect((await detect({ cookie: 'ar', languages: ['en-US'] })).language).toBe('ar');
  });

  it('takes ?lng= over the cookie and keeps it there; an unknown one is passed over', async () => {
    expect(await detect({ address: '/?lng=en', cookie: 'ar', languages: ['ar-IQ'] })).toEqual({
      language: 'en',
      cookie: 'i18next=en',
    });
    expect(
      (await detect({ address: '/about?lng=fr', cookie: 'ar', languages: ['en'] })).language,
    ).toBe('ar');
  });

  it('asks the page (what the server drew) after ?lng= and before the cookie', async () => {
    expect((await detect({ page: 'ar', cookie: 'en', languages: ['en-US'] })).language).toBe('ar');
    expect((await detect({ address: '/?lng=en', page: 'en', languages: ['ar'] })).language).toBe(
      'en',
    );
  });
});
