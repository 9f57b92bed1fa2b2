import { render } from '@testing-library/react';
import { TranslatorProvider } from '@chapkhana/web-kit/translator';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageHeadTags } from '@chapkhana/shared/page-head-tags';
import { applyHeadTags } from './head-tags';
import {
  headWritten,
  openedAtDefaultAddress,
  pageHead,
  sharedPicture,
  usePageHead,
  type PageHeadInput,
} from './page-head';
import { createTestI18n } from '@/testing/test-i18n';

const i18n = createTestI18n();
const t = i18n.t;
const ORIGIN = window.location.origin;

function Page(props: PageHeadInput) {
  usePageHead(props);
  return null;
}

const renderPage = (path: string, props: PageHeadInput) =>
  render(
    <TranslatorProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Page {...props} />
      </MemoryRouter>
    </TranslatorProvider>,
  );

const content = (selector: string) =>
  document.head.querySelector(selector)?.getAttribute('content');
const href = (selector: string) => document.head.querySelector(selector)?.getAttribute('href');

beforeEach(() => {
  document.head.innerHTML =
    '<meta charset="utf-8"><title>Chapkhana</title><meta name="description" content="generic">';
});
afterEach(() => {
  document.head.innerHTML = '';
});

describe('a page’s head', () => {
  it('is "<page> — <shop>" with the page’s address, or the shop’s own title without a name', () => {
    const page = { t, language: 'en' as const, pathname: '/products' };
    const listing = pageHead({ title: 'Mugs', query: 'category=Mugs&pageNumber=2' }, page);
    expect(listing.title).toBe('Mugs — Chapkhana');
    expect(listing.address).toBe('/products?category=Mugs&pageNumber=2');
    expect(listing.description).toBe(t('meta.description'));
    expect(listing.robots).toBeUndefined();
    const home = pageHead({}, { ...page, pathname: '/' });
    expect(home.title).toBe(t('meta.title'));
    expect(home.address).toBe('/');
    expect(listing.atDefaultAddress).toBeUndefined();
    expect(pageHead({}, { ...page, atDefaultAddress: true }).atDefaultAddress).toBe(true);
  });

  it('is at its x-default address only where it was opened, and only without a language', () => {
    // Opened without a language (or with one the shop does not have).
    for (const search of ['', '?pageNumber=2', '?lng=fr'])
      expect(openedAtDefaultAddress({ search, key: 'default' }), search).toBe(true);
    expect(openedAtDefaultAddress({ search: '?lng=ar', key: 'default' })).toBe(false);
    // Reached through the shop's own links, which carry no `lng`: the reader's language.
    expect(openedAtDefaultAddress({ search: '', key: 'x7f3k2' })).toBe(false);
  });

  it('gives a "not found" screen no address and keeps it out of the index', () => {
    const missing = pageHead(
      { title: 'Page not found', notFound: true },
      {
        t,
        language: 'en',
        pathname: '/nowhere',
      },
    );
    expect(missing.address).toBeNull();
    expect(missing.robots).toBe('noindex');
  });

  it('offers an uploaded picture to link previews as its 1200×630 JPEG', () => {
    expect(sharedPicture('/uploads/products/mug-1-800.webp', 'Mug')).toEqual({
      url: '/uploads/share/products/mug-1-800.jpg',
      width: 1200,
      height: 630,
      type: 'image/jpeg',
      alt: 'Mug',
    });
    expect(sharedPicture('https://cdn.example/mug.png', 'Mug')).toEqual({
      url: 'https://cdn.example/mug.png',
      alt: 'Mug',
    });
    expect(sharedPicture(undefined, 'Mug')).toBeUndefined();
  });
});

describe('the document’s head in the browser', () => {
  it('follows the page, and leaving it puts the shop’s own back, with no address of the page left', async () => {
    const view = renderPage('/product/details/mug?lng=en', {
      title: 'Mug',
      description: 'A white mug.',
      type: 'product',
    });
    await headWritten();
    expect(document.title).toBe('Mug — Chapkhana');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(content('meta[name="description"]')).toBe('A white mug.');
    expect(href('link[rel="canonical"]')).toBe(`${ORIGIN}/product/details/mug?lng=en`);
    expect(href('link[hreflang="ckb"]')).toBe(`${ORIGIN}/product/details/mug?lng=kr`);
    expect(content('meta[property="og:type"]')).toBe('product');

    view.rerender(
      <TranslatorProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/product/details/mug?lng=en']}>
          <Page title="Search results" robots="noindex,follow" />
        </MemoryRouter>
      </TranslatorProvider>,
    );
    await headWritten();
    expect(document.title).toBe('Search results — Chapkhana');
    expect(content('meta[name="robots"]')).toBe('noindex,follow');
    expect(content('meta[name="description"]')).toBe(t('meta.description'));

    view.unmount();
    await headWritten();
    expect(document.title).toBe(t('meta.title'));
    expect(content('meta[name="description"]')).toBe(t('meta.description'));
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('link[rel="alternate"]')).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:url"]')).toBeNull();
    // What the build put there stays.
    expect(document.head.querySelector('meta[charset]')).not.toBeNull();
  });

  it('makes a head given as a function after the page is drawn, not while drawing it, and follows it', async () => {
    // Each head made says how many drawings had been done by then: made while drawing, the
    // drawing that asked for it would not have been counted yet.
    const drawn = vi.fn<(name: string) => void>();
    const made: [string, number][] = [];
    function Product({ name }: { name: string }) {
      usePageHead(() => {
        made.push([name, drawn.mock.calls.length]);
        return { title: name, type: 'product' };
      });
      drawn(name);
      return null;
    }
    const at = (name: string) => (
      <TranslatorProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/product/details/mug?lng=en']}>
          <Product name={name} />
        </MemoryRouter>
      </TranslatorProvider>
    );
    const view = render(at('Mug'));
    await headWritten();
    expect(document.title).toBe('Mug — Chapkhana');
    view.rerender(at('Cup'));
    await headWritten();
    expect(document.title).toBe('Cup — Chapkhana');
    expect(made).toEqual([
      ['Mug', 1],
      ['Cup', 2],
    ]);
    view.unmount();
    await headWritten();
    expect(document.title).toBe(t('meta.title'));
  });

  it('names the address without a language as canonical when the page was opened there', async () => {
    const view = renderPage('/product/details/mug', { title: 'Mug' });
    await headWritten();
    expect(href('link[rel="canonical"]')).toBe(`${ORIGIN}/product/details/mug`);
    expect(href('link[hreflang="x-default"]')).toBe(`${ORIGIN}/product/details/mug`);
    expect(href('link[hreflang="en"]')).toBe(`${ORIGIN}/product/details/mug?lng=en`);
    view.unmount();
  });

  it('adopts the head the server wrote as it stands: nothing removed, nothing rewritten', () => {
    const head = pageHead(
      {
        title: 'Mug',
        type: 'product',
        image: sharedPicture('/uploads/products/mug-1-800.webp', 'Mug'),
        structuredData: [{ '@type': 'Product', name: '</script>' }],
      },
      { t, language: 'en', pathname: '/product/details/mug' },
    );
    const tags = pageHeadTags(head, ORIGIN);
    applyHeadTags(tags);
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(document.head, {
      childList: true,
      subtree: true,
      attributes: true,
      characterData: true,
    });
    applyHeadTags(pageHeadTags(head, ORIGIN));
    changes.push(...observer.takeRecords());
    observer.disconnect();
    expect(changes).toEqual([]);
    expect(document.head.querySelectorAll('meta[property="og:locale:alternate"]')).toHaveLength(2);
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
  });
});
