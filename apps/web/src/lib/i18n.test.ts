import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';

describe('the storefront’s i18n start', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('leaves the page’s own title and description as the server wrote them, and sets the direction', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json({ meta: { title: 'Chapkhana — print shop', description: 'Every print' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    document.documentElement.dataset.language = 'ar';
    document.title = 'Matte cards — Chapkhana';
    document.head.innerHTML += '<meta name="description" content="Matte cards, 100 a box">';

    await initI18n();

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/assets/locales/ar/translation.json');
    expect(i18n.language).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.title).toBe('Matte cards — Chapkhana');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Matte cards, 100 a box',
    );
    // A change of language too: the page writes its own head in it (rendering/page-head.ts).
    await i18n.changeLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.title).toBe('Matte cards — Chapkhana');
  });

  it('leaves <html lang dir> untouched when the server wrote them already, and writes them on a change', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ meta: { title: 'چاپخانە' } })),
    );
    // As the server draws a Kurdish page: Chromium restyles every element of the page for a lang
    // or dir written again with the value it has, so the app's start must not write them.
    const root = document.documentElement;
    root.dataset.language = 'kr';
    root.lang = 'ckb';
    root.dir = 'rtl';
    let written: (string | null)[] = [];
    const writes = new MutationObserver((records) =>
      written.push(...records.map((record) => record.attributeName)),
    );
    const writtenSince = () => {
      const names = [...written, ...writes.takeRecords().map((record) => record.attributeName)];
      written = [];
      return names.sort();
    };
    writes.observe(root, { attributes: true, attributeFilter: ['lang', 'dir'] });

    // A page's start, not the first test's instance again.
    vi.resetModules();
    const { i18n, initI18n } = await import('@/lib/i18n');
    await initI18n();
    expect(i18n.language).toBe('kr');
    expect(writtenSince()).toEqual([]);

    await i18n.changeLanguage('en');
    expect(writtenSince()).toEqual(['dir', 'lang']);
    expect([root.lang, root.dir]).toEqual(['en', 'ltr']);
    writes.disconnect();
  });
});
