import { act, render, screen } from '@testing-library/react';
import {
  createTranslator,
  TranslatorProvider,
  type Texts,
  type Translator as I18n,
} from '@chapkhana/web-kit/translator';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useTranslation } from '@chapkhana/web-kit/use-translation';

const texts = {
  en: { translation: { greeting: 'Hello', items: '{{n}} items' } },
  ar: { translation: { greeting: 'مرحبا', items: '{{n}} عناصر' } },
};

/** An instance ready at once, in `lng`, with `resources`. */
function instanceWith(lng: string, resources: Record<string, Record<string, Texts>>): I18n {
  return createTranslator({ lng, resources });
}

// A copy: the translator writes texts added later into the object it was given.
const syncInstance = (): I18n => instanceWith('en', structuredClone(texts));

/** An instance whose files come when the test hands them over: `reads` holds one per file asked. */
function instanceReadingLater(): { i18n: I18n; reads: (() => void)[] } {
  const reads: (() => void)[] = [];
  const i18n = createTranslator({
    lng: 'en',
    ns: ['translation'],
    backend: {
      read: (language, namespace, done) => {
        reads.push(() => done(null, texts[language as 'en'][namespace as 'translation']));
      },
    },
  });
  void i18n.init();
  return { i18n, reads };
}

const seen: unknown[] = [];
function Greeting({ id }: { id: string }) {
  // The test's own keys, not the shop's (types/i18next.d.ts types the shop's).
  const t = useTranslation().t as unknown as (key: string, options?: object) => string;
  seen.push(t);
  return (
    <p data-testid={id}>
      {t('greeting')} · {t('items', { n: 3 })}
    </p>
  );
}

describe('useTranslation (web-kit)', () => {
  it('gives every component the language’s one translator, and follows a language change', async () => {
    const i18n = syncInstance();
    seen.length = 0;
    render(
      <TranslatorProvider i18n={i18n}>
        <Greeting id="a" />
        <Greeting id="b" />
      </TranslatorProvider>,
    );
    expect(screen.getByTestId('a').textContent).toBe('Hello · 3 items');
    expect(new Set(seen).size).toBe(1);

    await act(() => i18n.changeLanguage('ar'));
    expect(screen.getByTestId('a').textContent).toBe('مرحبا · 3 عناصر');
    expect(screen.getByTestId('b').textContent).toBe('مرحبا · 3 عناصر');
  });

  it('translates a text with the same values once per language, and anew once its texts change', async () => {
    const i18n = syncInstance();
    const translated = vi.spyOn(
      i18n as unknown as { translate: (...a: unknown[]) => string },
      'translate',
    );
    const itemsAsked = () => translated.mock.calls.filter(([key]) => key === 'items');
    function Counts({ n }: { n: number | string }) {
      const t = useTranslation().t as unknown as (key: string, options?: object) => string;
      return (
        <p data-testid={`count-${typeof n}-${n}`}>
          {t('items', { n })} / {t('items', { n, lng: 'ar' })}
        </p>
      );
    }
    const { rerender } = render(
      <TranslatorProvider i18n={i18n}>
        <Counts n={3} />
        <Counts n={3} />
        <Counts n="3" />
        <Counts n={4} />
      </TranslatorProvider>,
    );
    expect(screen.getAllByTestId('count-number-3').map((p) => p.textContent)).toEqual([
      '3 items / 3 عناصر',
      '3 items / 3 عناصر',
    ]);
    expect(screen.getByTestId('count-number-4').textContent).toBe('4 items / 4 عناصر');
    // Once for each of 3, "3" and 4, in each language asked for.
    expect(itemsAsked()).toHaveLength(6);
    // A long value (a reader's text) is translated each time, not kept.
    const long = 'x'.repeat(500);
    const { unmount } = render(
      <TranslatorProvider i18n={i18n}>
        <Counts n={long} />
        <Counts n={long} />
      </TranslatorProvider>,
    );
    expect(itemsAsked()).toHaveLength(10);
    unmount();

    // Texts that change (a file loaded again, texts added) are translated anew.
    act(() => {
      i18n.addResourceBundle('en', 'translation', { items: '{{n}} things' }, true, true);
    });
    rerender(
      <TranslatorProvider i18n={i18n}>
        <Counts n={4} />
      </TranslatorProvider>,
    );
    expect(screen.getByTestId('count-number-4').textContent).toBe('4 things / 4 عناصر');
  });

  it('tells values apart whatever they hold, and a `t` kept from before texts change says the new ones', () => {
    const i18n = syncInstance();
    const kept: ((key: string, options?: object) => string)[] = [];
    function Keeper() {
      kept.push(useTranslation().t as unknown as (key: string, options?: object) => string);
      return null;
    }
    render(
      <TranslatorProvider i18n={i18n}>
        <Keeper />
      </TranslatorProvider>,
    );
    const t = kept[0]!;
    // One value holding what another set of values would be written as.
    expect(t('items', { n: 'x', b: 'y' })).toBe('x items');
    expect(t('items', { n: 'x\u0000b\u0001sy' })).toBe('x\u0000b\u0001sy items');
    expect(t('later')).toBe('later');
    expect(t('later', { n: 1 })).toBe('later');

    // Texts that come after (the error texts): a handler made before says them.
    act(() => {
      i18n.addResourceBundle('en', 'translation', { later: 'Arrived {{n}}' }, true, true);
    });
    expect(t('later')).toBe('Arrived {{n}}');
    expect(t('later', { n: 1 })).toBe('Arrived 1');
  });

  it('waits (suspends) until the language’s translations have arrived, showing no raw keys', async () => {
    const { i18n, reads } = instanceReadingLater();
    render(
      <TranslatorProvider i18n={i18n}>
        <Suspense fallback={<p data-testid="waiting">…</p>}>
          <Greeting id="a" />
        </Suspense>
      </TranslatorProvider>,
    );
    expect(screen.getByTestId('waiting')).toBeTruthy();
    expect(screen.queryByText(/greeting/)).toBeNull();
    await vi.waitFor(() => expect(reads).toHaveLength(1));
    await act(async () => reads[0]?.());
    expect((await screen.findByTestId('a')).textContent).toBe('Hello · 3 items');
  });

  it('waits again for a language whose file was taken out and is being read anew', async () => {
    const { i18n, reads } = instanceReadingLater();
    await vi.waitFor(() => expect(reads).toHaveLength(1));
    await act(async () => reads[0]?.());
    await vi.waitFor(() => expect(i18n.isInitialized).toBe(true));
    const page = () => (
      <TranslatorProvider i18n={i18n}>
        <Suspense fallback={<p data-testid="waiting">…</p>}>
          <Greeting id="a" />
        </Suspense>
      </TranslatorProvider>
    );
    const { rerender } = render(page());
    expect(screen.getByTestId('a').textContent).toBe('Hello · 3 items');

    i18n.removeResourceBundle('en', 'translation');
    void i18n.reloadResources(['en'], ['translation']);
    await vi.waitFor(() => expect(reads).toHaveLength(2));
    rerender(page());
    expect(screen.getByTestId('waiting')).toBeTruthy();
    await act(async () => reads[1]?.());
    expect((await screen.findByTestId('a')).textContent).toBe('Hello · 3 items');
  });

  it('says what the translator’s fixed `t` says for every kind of key, and reads each once', () => {
    const i18n = instanceWith('en', {
      en: {
        translation: {
          greeting: 'Hello',
          header: { cart: 'Cart', menu: { open: 'Open the menu' } },
          empty: '',
          unfilled: 'Hello {{name}}',
          cartWord: 'the cart',
          nested: 'Go to $t(cartWord)',
          items_one: 'one item',
          items_other: 'items',
          'with.dot': 'flat key',
        },
      },
    });
    const keys = [
      'greeting',
      'header.cart',
      'header.menu.open',
      'header',
      'header.menu',
      'empty',
      'unfilled',
      'nested',
      'items',
      'missing',
      'missing.deeper',
      'with.dot',
    ];
    const fixed = i18n.getFixedT('en') as unknown as (key: string) => string;
    const expected = keys.map((key) => fixed(key));
    const translate = vi.spyOn(
      i18n as unknown as { translate: (...a: unknown[]) => string },
      'translate',
    );
    const said: string[] = [];
    function Texts() {
      const t = useTranslation().t as unknown as (key: string) => string;
      for (const key of keys) said.push(t(key));
      return null;
    }
    render(
      <TranslatorProvider i18n={i18n}>
        <Texts />
        <Texts />
      </TranslatorProvider>,
    );
    expect(said).toEqual([...expected, ...expected]);
    expect(said.slice(0, 3)).toEqual(['Hello', 'Cart', 'Open the menu']);
    // Each key read from the translator once, then remembered, for the second component too.
    expect(translate.mock.calls.map(([key]) => key)).toEqual(keys);
  });

  it('translates with options as the translator’s own fixed `t` does: values, plurals, a language asked for', () => {
    const i18n = instanceWith('ar', {
      ar: {
        translation: {
          items_zero: 'لا عناصر',
          items_one: 'عنصر واحد',
          items_two: 'عنصران',
          items_few: '{{count}} عناصر',
          items_many: '{{count}} عنصرًا',
          items_other: '{{count}} عنصر',
          price: '{{amount}} د.ع',
        },
      },
      en: { translation: { price: 'IQD {{amount}}' } },
    });
    const calls: [string, object][] = [
      ...[0, 1, 2, 5, 11, 100].map((count): [string, object] => ['items', { count }]),
      ['price', { amount: '1,500' }],
      ['price', { amount: '2', lng: 'en' }],
      ['missing', { count: 2 }],
    ];
    const said: string[] = [];
    function Texts() {
      const t = useTranslation().t as unknown as (key: string, options: object) => string;
      for (const [key, options] of calls) said.push(t(key, options));
      return null;
    }
    render(
      <TranslatorProvider i18n={i18n}>
        <Texts />
      </TranslatorProvider>,
    );
    const fixed = i18n.getFixedT('ar') as unknown as (key: string, options: object) => string;
    expect(said).toEqual(calls.map(([key, options]) => fixed(key, options)));
    expect(said).toContain('عنصران');
    expect(said).toContain('IQD 2');
  });
});
