import type { CategoriesWithSubCategoriesResponse } from '@chapkhana/shared/catalogue';
import { LANGUAGE_INFO, localisedName } from '@chapkhana/shared/languages';
import { discountedUnitPrice, formatPrice, plainPrice } from '@chapkhana/shared/pricing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pictureOf } from '../../apps/api/test/helpers/images';
import { launchBrowser, newContext, PHONE, settled, type Language } from '../support/browser';
import { shopApi } from '../support/shop-api';
import { staffToken } from '../support/staff';
import { text } from '../support/translations';

const SLUG = 'matte-laminated-business-cards';
const LANGUAGES = ['kr', 'ar', 'en'] as const;
const CRAWLERS = ['WhatsApp/2.23.20.0', 'facebookexternalhit/1.1'];

let browser: Browser;
/** A page with scripts off, where fetched markup is parsed as a browser parses it. */
let parser: Page;
let baseUrl: string;

beforeAll(async () => {
  baseUrl = inject('baseUrl');
  browser = await launchBrowser();
  parser = await (await newContext(browser, { javaScriptEnabled: false })).newPage();
});
afterAll(async () => {
  await browser?.close();
});

interface CrawledHead {
  lang: string;
  titles: string[];
  descriptions: string[];
  robots: string[];
  canonical: string[];
  alternates: [string, string][];
  /** Open Graph and `product:` properties, each with every value it has. */
  og: Record<string, string[]>;
  twitter: Record<string, string>;
  structuredData: Record<string, unknown>[];
  /** The price the page shows (its markup, as a reader sees it). */
  shownPrice: string | null;
  links: string[];
}

/**
 * What a link-preview crawler reads: the page fetched as it fetches it (no cookie, its user agent),
 * then the head parsed by Chromium with scripts off.
 */
async function crawl(
  path: string,
  userAgent = CRAWLERS[0],
): Promise<{ status: number; html: string; head: CrawledHead }> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { 'user-agent': userAgent ?? '' } });
  const html = await response.text();
  await parser.setContent(html, { waitUntil: 'domcontentloaded' });
  const head = await parser.evaluate(() => {
    const all = (selector: string) => Array.from(document.querySelectorAll(selector));
    const og: Record<string, string[]> = {};
    for (const meta of all('head meta[property]')) {
      const key = meta.getAttribute('property') ?? '';
      (og[key] ??= []).push(meta.getAttribute('content') ?? '');
    }
    return {
      lang: document.documentElement.lang,
      titles: all('title').map((title) => title.textContent ?? ''),
      descriptions: all('meta[name="description"]').map((m) => m.getAttribute('content') ?? ''),
      robots: all('meta[name="robots"]').map((m) => m.getAttribute('content') ?? ''),
      canonical: all('link[rel="canonical"]').map((link) => link.getAttribute('href') ?? ''),
      alternates: all('link[rel="alternate"][hreflang]').map(
        (link) => [link.getAttribute('hreflang'), link.getAttribute('href')] as [string, string],
      ),
      og,
      twitter: Object.fromEntries(
        all('head meta[name^="twitter:"]').map((m) => [
          m.getAttribute('name'),
          m.getAttribute('content'),
        ]),
      ),
      structuredData: all('script[type="application/ld+json"]').map(
        (script) => JSON.parse(script.textContent ?? 'null') as Record<string, unknown>,
      ),
      shownPrice: document.querySelector('[data-testid="price-current"]')?.textContent ?? null,
      links: all('a[href]').map((a) => a.getAttribute('href') ?? ''),
    };
  });
  return { status: response.status, html, head };
}

const shop = () => shopApi(inject('baseUrl'), '');
const siteName = (language: Language) => text(language, 'brand.name');
const address = (path: string, language?: Language) => {
  const url = new URL(path, baseUrl);
  if (language) url.searchParams.set('lng', language);
  return url.href;
};

/** The product's price in IQD as the shop computes it, from the API's own figures. */
async function priceOf(slug: string) {
  const [product, rate] = await Promise.all([shop().product(slug), shop().rate()]);
  const unit = discountedUnitPrice(product.price, rate, product.discount);
  return { product, amount: plainPrice(unit), shown: formatPrice(unit) };
}

describe('a product page, one address per language', () => {
  it('has its own title, description, canonical address and the four alternates in each language', async () => {
    const { product, shown } = await priceOf(SLUG);
    const path = `/product/details/${SLUG}`;
    for (const language of LANGUAGES) {
      const { status, head } = await crawl(`${path}?lng=${language}`);
      expect(status).toBe(200);
      expect(head.lang).toBe(LANGUAGE_INFO[language].htmlLang);
      expect(head.titles).toEqual([`${localisedName(product, language)} — ${siteName(language)}`]);
      expect(head.descriptions).toHaveLength(1);
      expect(head.descriptions[0]).toContain(text(language, 'catalogue.price', { amount: shown }));
      expect(head.canonical).toEqual([address(path, language)]);
      expect(head.alternates).toEqual([
        ['ckb', address(path, 'kr')],
        ['ar', address(path, 'ar')],
        ['en', address(path, 'en')],
        ['x-default', address(path)],
      ]);
    }
    // Opened at its address without a language (x-default), the page is its own canonical one.
    const adaptive = await crawl(path);
    expect(adaptive.head.canonical).toEqual([address(path)]);
    expect(adaptive.head.alternates.at(-1)).toEqual(['x-default', address(path)]);
  });

  it('describes the product in JSON-LD with the IQD price the API gives and the page shows', async () => {
    const { product, amount, shown } = await priceOf(SLUG);
    const { head } = await crawl(`/product/details/${SLUG}?lng=ar`);
    const data = head.structuredData.find((item) => item['@type'] === 'Product');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      name: product.arName,
      sku: product.productCode,
      url: address(`/product/details/${SLUG}`, 'ar'),
      offers: {
        '@type': 'Offer',
        price: amount,
        priceCurrency: 'IQD',
        availability: `https://schema.org/${product.stock > 0 ? 'InStock' : 'OutOfStock'}`,
      },
    });
    expect(head.shownPrice).toContain(shown);
    expect(Number(amount)).toBeGreaterThan(0);
    expect(Boolean(data?.aggregateRating)).toBe(product.reviewCount > 0);
    const images = data?.image as string[];
    expect(images.length).toBe(product.images.length);
    expect(images.every((image) => image.startsWith(`${baseUrl}/uploads/`))).toBe(true);

    const breadcrumb = head.structuredData.find((item) => item['@type'] === 'BreadcrumbList');
    const steps = breadcrumb?.itemListElement as { name: string; item: string }[];
    expect(steps[0]).toMatchObject({ name: text('ar', 'nav.home'), item: address('/', 'ar') });
    expect(steps.at(-1)).toMatchObject({
      name: product.arName,
      item: address(`/product/details/${SLUG}`, 'ar'),
    });
    expect(steps.every((step) => new URL(step.item).searchParams.get('lng') === 'ar')).toBe(true);
  });

  it('shows its picture, name and price in the sharer’s language when WhatsApp or Facebook reads the link', async () => {
    const { product, amount, shown } = await priceOf(SLUG);
    for (const userAgent of CRAWLERS) {
      for (const language of LANGUAGES) {
        const path = `/product/details/${SLUG}?lng=${language}`;
        const { head } = await crawl(path, userAgent);
        const title = `${localisedName(product, language)} — ${siteName(language)}`;
        expect(head.og['og:title'], userAgent).toEqual([title]);
        expect(head.og['og:type']).toEqual(['product']);
        expect(head.og['og:site_name']).toEqual([siteName(language)]);
        expect(head.og['og:url']).toEqual(head.canonical);
        expect(head.og['og:locale']).toEqual([LANGUAGE_INFO[language].ogLocale]);
        expect(head.og['og:locale:alternate']).toHaveLength(2);
        expect(head.og['og:description']?.[0]).toContain(
          text(language, 'catalogue.price', { amount: shown }),
        );
        expect(head.og['product:price:amount']).toEqual([amount]);
        expect(head.og['og:image:width']).toEqual(['1200']);
        expect(head.og['og:image:height']).toEqual(['630']);
        expect(head.og['og:image:alt']).toEqual([localisedName(product, language)]);
        expect(head.twitter['twitter:card']).toBe('summary_large_image');
        expect(head.twitter['twitter:image']).toBe(head.og['og:image']?.[0]);
      }
    }
    // The picture is a JPEG of that size on the shop's own address, as previews need.
    const { head } = await crawl(`/product/details/${SLUG}?lng=en`);
    const image = head.og['og:image']?.[0] ?? '';
    expect(new URL(image).origin).toBe(new URL(baseUrl).origin);
    const response = await fetch(image, { headers: { 'user-agent': CRAWLERS[1] ?? '' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const picture = await browser.newPage();
    await picture.goto(image);
    expect(
      await picture.evaluate(() => {
        const img = document.images[0];
        return img ? [img.naturalWidth, img.naturalHeight] : [];
      }),
    ).toEqual([1200, 630]);
    await picture.close();
  });
});

describe('listing and search pages', () => {
  it('name the category and page, count its products, and keep its filters but no tracking in the address', async () => {
    const categories = (await (
      await fetch(`${baseUrl}/api/home/get-categories-subCategories`)
    ).json()) as CategoriesWithSubCategoriesResponse;
    const [category] = categories.categories;
    if (!category) throw new Error('The demo shop has no categories.');
    const listed = (await (
      await fetch(`${baseUrl}/api/home/query-products?categoryId=${category._id}&pageNumber=1`)
    ).json()) as { totalProduct: number };
    const query = `category=${encodeURIComponent(category.enName)}&categoryId=${category._id}`;

    const { head } = await crawl(`/products?${query}&utm_source=whatsapp&fbclid=abc&lng=ar`);
    expect(head.titles).toEqual([`${category.arName} — ${siteName('ar')}`]);
    expect(head.descriptions).toEqual([
      text('ar', 'seo.listingDescription', {
        category: category.arName,
        shop: siteName('ar'),
        count: listed.totalProduct,
      }),
    ]);
    const canonical = new URL(head.canonical[0] ?? '');
    expect([...canonical.searchParams.keys()]).toEqual(['category', 'categoryId', 'lng']);
    expect(canonical.searchParams.get('lng')).toBe('ar');
    expect(head.alternates.map(([hreflang]) => hreflang)).toEqual(['ckb', 'ar', 'en', 'x-default']);
    expect(head.robots).toEqual([]);

    const second = await crawl(`/products?${query}&pageNumber=2&lng=en`);
    expect(second.head.titles).toEqual([
      `${text('en', 'seo.pageOf', { title: category.enName, page: 2 })} — ${siteName('en')}`,
    ]);
    expect(new URL(second.head.canonical[0] ?? '').searchParams.get('pageNumber')).toBe('2');
  });

  it('name the search, and are followed but kept out of the index', async () => {
    const { head } = await crawl('/products/search?category=&&value=card&lng=kr');
    expect(head.titles).toEqual([
      `${text('kr', 'listing.searchFor', { value: 'card' })} — ${siteName('kr')}`,
    ]);
    expect(head.descriptions[0]).toContain('card');
    expect(head.robots).toEqual(['noindex,follow']);
    expect(head.canonical).toEqual([address('/products/search?value=card', 'kr')]);
  });

  it('keep a page not found out of the index, with no address of its own', async () => {
    const { status, head } = await crawl('/no/such/page?lng=en');
    expect(status).toBe(404);
    expect(head.titles).toEqual([`${text('en', 'notFound.title')} — ${siteName('en')}`]);
    expect(head.robots).toEqual(['noindex']);
    expect(head.canonical).toEqual([]);
    expect(head.alternates).toEqual([]);
  });
});

describe('a seller’s text in the head', () => {
  it('stays text: a product name with markup in it neither closes the title nor runs', async () => {
    const token = staffToken('erbil@chapkhana.example');
    const hostile = 'Mug "</title><script>alert(1)</script><!--';
    const categories = (await (
      await fetch(`${baseUrl}/api/home/get-categories-subCategories`)
    ).json()) as CategoriesWithSubCategoriesResponse;
    const created = await fetch(`${baseUrl}/api/seller/products`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        enName: hostile,
        enDescription: `${hostile} </script> & more`,
        categoryId: categories.categories[0]?._id,
        code: `SEO-${Date.now()}`,
        price: '5.00',
        colors: [{ enName: 'White', hex: '#ffffff', quantity: 3 }],
      }),
    });
    expect(created.status).toBe(201);
    const { product } = (await created.json()) as { product: { _id: string; slug: string } };
    try {
      // A new product is a draft until it has a picture and is published (issue 35.1).
      const pictures = new FormData();
      pictures.append(
        'images',
        new Blob([new Uint8Array(await pictureOf('png'))], { type: 'image/png' }),
        'mug.png',
      );
      const pictured = await fetch(`${baseUrl}/api/seller/products/${product._id}/images`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: pictures,
      });
      expect(pictured.status).toBe(200);
      const published = await fetch(`${baseUrl}/api/seller/products/${product._id}/published`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ published: true }),
      });
      expect(published.status).toBe(200);
      const { html, head } = await crawl(`/product/details/${product.slug}?lng=en`);
      expect(html).not.toContain('<script>alert(1)');
      expect(head.titles).toEqual([`${hostile} — ${siteName('en')}`]);
      expect(head.og['og:title']).toEqual([`${hostile} — ${siteName('en')}`]);
      expect(head.descriptions[0]).toContain(`${hostile} </script> & more`);
      const data = head.structuredData.find((item) => item['@type'] === 'Product');
      expect(data?.name).toBe(hostile);
      expect(data?.description).toBe(`${hostile} </script> & more`);
    } finally {
      await fetch(`${baseUrl}/api/seller/products/${product._id}`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${token}` },
      });
    }
  });
});

describe('moving through the shop', () => {
  it('keeps a page opened without a language canonical at that address once its scripts run', async () => {
    const context = await newContext(browser, { baseURL: baseUrl, viewport: PHONE });
    const page = await context.newPage();
    const path = `/product/details/${SLUG}`;
    await page.goto(path);
    await settled(page);
    const canonical = await page.evaluate(() =>
      Array.from(document.querySelectorAll('link[rel="canonical"]'), (link) =>
        link.getAttribute('href'),
      ),
    );
    expect(canonical).toEqual([address(path)]);
    await context.close();
  });

  it('keeps the language of a link opened with ?lng=ar, and the head follows each page and a switch', async () => {
    // A first visit: no cookie, an English phone; the link says Arabic.
    const context = await newContext(browser, {
      baseURL: baseUrl,
      viewport: PHONE,
      locale: 'en-US',
    });
    const page = await context.newPage();
    const canonical = () =>
      page.evaluate(() => document.querySelector('link[rel="canonical"]')?.getAttribute('href'));
    await page.goto('/?lng=ar');
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');

    // In-app links carry no `lng`: the category and then a product open in Arabic, titled so.
    const tile = page.getByTestId('category-tile').first();
    const listing = new URL((await tile.getAttribute('href')) ?? '', baseUrl);
    await tile.click();
    await page.waitForURL((url) => url.pathname === '/products');
    const categories = (await (
      await fetch(`${baseUrl}/api/home/get-categories-subCategories`)
    ).json()) as CategoriesWithSubCategoriesResponse;
    const category = categories.categories.find(
      (item) => item._id === listing.searchParams.get('categoryId'),
    );
    await expect.poll(() => page.title()).toBe(`${category?.arName} — ${siteName('ar')}`);
    expect(new URL((await canonical()) ?? '').searchParams.get('lng')).toBe('ar');

    const card = page.getByTestId('product-card').first().locator('a');
    const slug = ((await card.getAttribute('href')) ?? '').split('/').at(-1) ?? '';
    await card.click();
    await page.waitForURL(`**/product/details/${slug}`);
    await page.getByTestId('product-details').waitFor();
    expect(page.url()).not.toContain('lng=');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    const { product, shown } = await priceOf(slug);
    await expect.poll(() => page.title()).toBe(`${product.arName} — ${siteName('ar')}`);
    expect(await canonical()).toBe(address(`/product/details/${slug}`, 'ar'));
    expect(
      await page.evaluate(() =>
        document.querySelector('meta[name="description"]')?.getAttribute('content'),
      ),
    ).toContain(text('ar', 'catalogue.price', { amount: shown }));

    // Switching language retitles the page and moves its address to the new language.
    await page.getByTestId('language-switcher').first().selectOption('en');
    await expect.poll(() => page.title()).toBe(`${product.enName} — ${siteName('en')}`);
    await expect.poll(canonical).toBe(address(`/product/details/${slug}`, 'en'));

    // Back home through the logo: the shop's own title and address again.
    await page
      .getByRole('link', { name: text('en', 'brand.home') })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.title()).toBe(text('en', 'meta.title'));
    expect(await canonical()).toBe(address('/', 'en'));
    await context.close();
  });
});
