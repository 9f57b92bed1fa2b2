import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';

describe('the console’s i18n start', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('writes the console’s title and description in the reading language, its pages having none of their own', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        Response.json(
          url.includes('/en/')
            ? { meta: { title: 'Chapkhana console', description: 'The shop’s console' } }
            : { meta: { title: 'کۆنسۆڵی چاپخانە', description: 'کۆنسۆڵی فرۆشگا' } },
        ),
      ),
    );
    document.cookie = 'i18next=kr; path=/';
    document.title = 'Chapkhana';
    document.head.innerHTML += '<meta name="description" content="">';

    await initI18n();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.title).toBe('کۆنسۆڵی چاپخانە');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'کۆنسۆڵی فرۆشگا',
    );

    await i18n.changeLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.title).toBe('Chapkhana console');
  });
});
