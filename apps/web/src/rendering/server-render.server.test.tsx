import type { Language } from '@chapkhana/shared/languages';
import { jsonForScript, jsonTextForScript } from '@chapkhana/shared/server-render';
import { describe, expect, it, vi } from 'vitest';
import { createServerRenderer } from './server-render';
import { fakeApi, shopContacts, translations } from '@/testing/server-render-api';
import { sampleCategories } from '@/testing/sample-categories';
import { sampleHomePage, sampleProduct, sampleProductDetail } from '@/testing/sample-products';
import { samplePrint } from '@/testing/sample-print';
import { starKinds } from '@/lib/stars';
import { SCREEN_SECTIONS } from '@/config/screen-texts';
import { PRINT_PRODUCT_PARTS } from '../../page-chunks';

const renderer = createServerRenderer({ translations, siteOrigin: 'https://chapkhana.example' });

/** A page drawn from the sample answers. */
const drawn = (url: string, language: Language) =>
  renderer.render({ url, language, callApi: fakeApi().callApi });

interface CachedQuery {
  status: string;
  data?: unknown;
}
const cachedQueries = (state: string) =>
  Object.values(
    (JSON.parse(state) as { api: { queries: Record<string, CachedQuery> } }).api.queries,
  );

describe('the storefront rendered on the server', () => {
  it('draws the home page with the API answers, in the reader’s language', async () => {
    const { calls, callApi } = fakeApi();
    const page = await renderer.render({ url: '/', language: 'kr', callApi });
    expect(page?.status).toBe(200);
    // The categories come from the answers, in Kurdish, and the page's text from its translations.
    expect(page?.html).toContain('کارتی بازرگانی</p>');
    expect(page?.html).not.toContain('Business Cards</p>');
    expect(page?.html).toContain('/uploads/categories/business-cards-400.webp');
    expect(page?.html).toContain(
      String((translations.kr.home as { newProducts: string }).newProducts),
    );
    // The carousels below the fold are drawn once they come near the screen, as in the browser.
    expect(page?.html).toContain('data-testid="product-card-skeleton"');
    // Every answer the page was drawn from travels with it, so the browser does not ask again.
    const paths = calls.map((call) => call.url);
    expect(paths).toContain('/api/home/page-data');
    expect(new Set(paths).size).toBe(paths.length);
    expect(cachedQueries(page?.state.join('') ?? '{}').map((query) => query.status)).toEqual(
      paths.map(() => 'fulfilled'),
    );
  });

  it('puts the answers a page reads into its store at once, and leaves no timer running', async () => {
    // RTK Query's middleware means to drop an entry nobody subscribed to after a minute: the
    // renderer empties the page's store once its state is written.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      const page = await drawn('/product/details/matte-card-1', 'kr');
      expect(page?.status).toBe(200);
      expect(vi.getTimerCount()).toBe(0);
      const queries = JSON.parse(page?.state.join('') ?? '{}') as {
        api: { queries: Record<string, CachedQuery & { requestId: string }> };
      };
      const entries = Object.entries(queries.api.queries);
      expect(entries.map(([key]) => key.slice(0, key.indexOf('(')))).toEqual(
        expect.arrayContaining([
          'getShopContacts',
          'getCategoriesWithSubCategories',
          'getProductDetails',
          'getCurrencyIqd',
        ]),
      );
      // One action put them all in (`readPage`'s upsert), not a request of its own each.
      expect(new Set(entries.map(([, entry]) => entry.status))).toEqual(new Set(['fulfilled']));
      expect(new Set(entries.map(([, entry]) => entry.requestId)).size).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('draws a product page, with links to share it on the shop’s public address', async () => {
    const page = await drawn('/product/details/matte-card-1', 'en');
    expect(page?.status).toBe(200);
    expect(page?.html).toContain('Matte card 1');
    expect(page?.html).toContain(
      encodeURIComponent('https://chapkhana.example/product/details/matte-card-1'),
    );
  });

  it('writes the stars’ shapes once in the page; each star of the rating refers to them', async () => {
    const page = await drawn('/product/details/matte-card-1', 'kr');
    const html = page?.html ?? '';
    expect(html.match(/id="star-shape"/g)).toHaveLength(1);
    expect(html.match(/id="star-half-shape"/g)).toHaveLength(1);
    // The product's 3.5: three full stars, a half and an empty one, each a reference.
    expect(html.match(/<use href="#star-shape"/g)?.length).toBeGreaterThanOrEqual(5);
    expect(html).toContain('<use href="#star-half-shape"');
    // The star's outline itself is written once, with its box and strokes; a star says only its
    // size and fill.
    expect(html.split('M11.525')).toHaveLength(2);
    expect(html).toMatch(
      /<symbol id="star-shape" viewBox="0 0 24 24"><path d="M11\.525[^"]*" stroke="currentColor"/,
    );
    const stars = html.match(/<svg[^>]*><use href="#star(-half)?-shape"/g) ?? [];
    expect(stars.length).toBeGreaterThanOrEqual(5);
    for (const star of stars) expect(star).not.toMatch(/stroke|viewBox/);
  });

  it('draws each rating’s own stars and words in each language, kept or drawn anew', async () => {
    // 3.45 and 3.5 are both read out as 3.5, with different stars; each is drawn twice a page.
    const ratings = [3.45, 3.5, 3.74, 0, 5, 3.45, 3.5];
    const products = ratings.map((rating, at) => sampleProduct(at + 1, { rating }));
    const answers = {
      '/api/home/query-products': { products, totalProduct: products.length, parPage: 12 },
    };
    const words = { kr: 'هەڵسەنگاندن', ar: 'التقييم', en: 'Rated' } as const;
    for (const time of [1, 2]) {
      for (const language of ['kr', 'ar', 'en'] as const) {
        const page = await renderer.render({
          url: `/products?pageNumber=${time}`,
          language,
          callApi: fakeApi(answers).callApi,
        });
        const cards = (page?.html ?? '').split('data-testid="product-card"').slice(1);
        expect(cards, `${language} ${time}`).toHaveLength(ratings.length);
        for (const [at, card] of cards.entries()) {
          const stars = card.slice(card.indexOf('data-testid="rating-stars"'));
          const drawnKinds = [...stars.matchAll(/data-star="(\w+)"/g)].slice(0, 5).map((m) => m[1]);
          expect(drawnKinds, `${language} ${ratings[at]}`).toEqual(starKinds(ratings[at] ?? 0));
          const label = /aria-label="([^"]*)"[^>]*data-testid="rating-stars"/.exec(card)?.[1];
          expect(label, `${language} ${ratings[at]}`).toContain(words[language]);
          expect(label).toContain(` ${Math.round((ratings[at] ?? 0) * 10) / 10} `);
        }
      }
    }
  });

  it('draws a print product’s configurator: option chips, pieces, tier table and price', async () => {
    const { callApi } = fakeApi({
      '/api/home/product-details/matte-card-1': {
        product: sampleProductDetail({ print: samplePrint() }),
        relatedProducts: [],
        moreProducts: [],
      },
    });
    const page = await renderer.render({
      url: '/product/details/matte-card-1',
      language: 'ar',
      callApi,
    });
    expect(page?.status).toBe(200);
    expect(page?.html).toContain('data-testid="print-configurator"');
    expect(page?.html).toContain('حرير 400 غ');
    expect(page?.html).toContain('data-testid="print-tiers"');
    expect(page?.html).not.toContain('data-testid="colour-table"');
    // The browser wants the configurator's code (and its promised dates') as it hydrates it: the
    // server names their modules, whose scripts the page then asks for with its route's.
    // The same the build compiles ahead as a print page's first parts (page-chunks.ts).
    expect([...(page?.partModules ?? [])].sort()).toEqual([...PRINT_PRODUCT_PARTS].sort());
  });

  it('names no part module for a product sold as it is, nor for home', async () => {
    for (const url of ['/product/details/matte-card-1', '/']) {
      const page = await drawn(url, 'en');
      expect(page?.status, url).toBe(200);
      expect(page?.partModules, url).toEqual([]);
    }
  });

  it('keeps the page’s data from closing its script element', async () => {
    const hostile = sampleProduct(1, { enName: '</script><script>alert(1)</script>' });
    const { callApi } = fakeApi({
      '/api/home/page-data': { ...sampleHomePage, newProducts: [hostile] },
    });
    const page = await renderer.render({ url: '/', language: 'en', callApi });
    expect(page?.state.join('')).not.toMatch(/<\/?script/i);
    // …and the data still reads back as it was.
    const cached = cachedQueries(page?.state.join('') ?? '{}').map((query) =>
      JSON.stringify(query.data),
    );
    expect(cached.some((data) => data.includes('</script><script>alert(1)</script>'))).toBe(true);
    expect(page?.html).not.toContain('<script>alert(1)');
  });

  it('draws the shop’s contacts an admin set: the WhatsApp button and the social links', async () => {
    const page = await renderer.render({ url: '/categories', language: 'kr', ...fakeApi() });
    expect(page?.html).toContain('href="https://wa.me/9647501234567"');
    expect(page?.html).toContain('href="https://instagram.com/chapkhana"');
    expect(page?.html).not.toContain('data-testid="social-facebook"');
    const empty = fakeApi({
      '/api/home/shop-settings': { ...shopContacts, whatsapp: '', social: {} },
    });
    const bare = await renderer.render({ url: '/categories', language: 'kr', ...empty });
    expect(bare?.html).not.toContain('data-testid="chat-button"');
    expect(bare?.html).not.toContain('data-testid="social-links"');
  });

  it('draws the About page in the reader’s language, as paragraphs of text, never markup', async () => {
    const page = await renderer.render({ url: '/about?lng=ar', language: 'ar', ...fakeApi() });
    expect(page?.status).toBe(200);
    expect(page?.head?.title).toBe('من نحن — چاپخانە');
    // Preact escapes a text's "<" (all markup needs), not its ">".
    expect(page?.html).toContain('&lt;b>جريئة&lt;/b>');
    expect(page?.html).not.toContain('<b>');
    expect(page?.html.match(/<p class="whitespace-pre-line">/g)).toHaveLength(2);
    // English has no text yet: the Arabic stands in, running its own way.
    const english = await renderer.render({ url: '/about', language: 'en', ...fakeApi() });
    expect(english?.html).toContain('فقرة ثانية');
    expect(english?.head?.title).toBe('About us — Chapkhana');
  });

  it('draws the Contact page with the numbers and email as links, isolated from RTL', async () => {
    const page = await renderer.render({ url: '/contact', language: 'kr', ...fakeApi() });
    expect(page?.html).toContain('href="tel:+9647701234567"');
    expect(page?.html).toContain('href="https://wa.me/9647501234567"');
    expect(page?.html).toContain('href="mailto:info@chapkhana.example"');
    expect(page?.html).toMatch(/<bdi dir="ltr"[^>]*>0750 123 4567<\/bdi>/);
    expect(page?.html).toContain('Call us.');
  });

  /** A page with its queries' request ids and times blanked: two drawings differ only there. */
  const sameAnyTime = (page: Awaited<ReturnType<typeof renderer.render>>) =>
    page && {
      ...page,
      state: page.state
        .join('')
        .replace(/"(requestId|startedTimeStamp|fulfilledTimeStamp)":("[^"]*"|\d+)/g, '"$1":0'),
    };

  it('draws the same page from answers kept parsed and frozen, shared by the pages drawn meanwhile', async () => {
    const shared = new Map<string, unknown>();
    const nasty = { categories: [{ ...sampleCategories[0], name: '</script><b>&' }] };
    const answers = { '/api/home/get-categories-subCategories': nasty };
    for (const url of ['/', '/product/details/matte-card-1', '/products', '/about']) {
      const plain = await renderer.render({
        url,
        language: 'kr',
        callApi: fakeApi(answers).callApi,
      });
      // Twice from the same objects: the second page takes their JSON as the first wrote it.
      const sharedPieces: unknown[][] = [];
      for (let time = 0; time < 2; time++) {
        const fromShared = await renderer.render({
          url,
          language: 'kr',
          callApi: fakeApi(answers, shared).callApi,
        });
        expect(sameAnyTime(fromShared)).toEqual(sameAnyTime(plain));
        // A kept answer's JSON is a shared piece of its own, the same object in every page's
        // state (the server encodes and compresses it once); the page's own JSON is a string.
        const keptJson = [...shared.values()].map((answer) => jsonForScript(answer));
        const pieces = (fromShared?.state ?? []).filter((piece) => typeof piece !== 'string');
        expect(pieces.some((piece) => keptJson.includes(piece.shared))).toBe(true);
        sharedPieces.push(pieces);
      }
      expect(sharedPieces[1]).toHaveLength(sharedPieces[0]?.length ?? -1);
      sharedPieces[1]?.forEach((piece, at) => expect(piece).toBe(sharedPieces[0]?.[at]));
    }
    expect(shared.size).toBeGreaterThan(2);
  });

  it("carries a page's own answer in its state as the JSON text it was read from, safe in its script", async () => {
    const url = '/api/home/product-details/matte-card-1';
    const answer = {
      product: { ...sampleProductDetail(), description: '</script><b>&\u2028' },
      relatedProducts: [sampleProduct(2)],
      moreProducts: [],
    };
    // Written otherwise than JSON.stringify would (spaced): the state must hold this text.
    const text = JSON.stringify(answer, null, 1);
    const { callApi } = fakeApi();
    const page = await renderer.render({
      url: '/product/details/matte-card-1',
      language: 'kr',
      callApi: async (request) =>
        request.url === url
          ? { status: 200, headers: { 'content-type': 'application/json' }, body: text }
          : callApi(request),
    });
    expect(page?.status).toBe(200);
    expect(page?.state).toContain(jsonTextForScript(text));
    const state = page!.state.join('');
    expect(state).not.toMatch(/<\/script|\u2028/i);
    const product = cachedQueries(state).find(
      (query) => (query.data as typeof answer | undefined)?.product?.description !== undefined,
    );
    expect(product?.data).toEqual(answer);
  });

  it('answers 404 for an address no route has', async () => {
    const page = await renderer.render({ url: '/no/such/page', language: 'ar', ...fakeApi() });
    expect(page?.status).toBe(404);
    expect(page?.html).toContain(String((translations.ar.notFound as { title: string }).title));
  });

  it('answers 404 for a product the shop does not have, showing so', async () => {
    const { calls, callApi } = fakeApi();
    const page = await renderer.render({
      url: '/product/details/no-such-card',
      language: 'en',
      callApi,
    });
    expect(page?.status).toBe(404);
    expect(page?.html).toContain('data-testid="product-not-found"');
    // Asked once, though each pass asks again for what failed; and the browser gets the answer.
    const asked = calls.filter((call) => call.url === '/api/home/product-details/no-such-card');
    expect(asked).toHaveLength(1);
    expect(cachedQueries(page?.state.join('') ?? '{}').map((query) => query.status)).toContain(
      'rejected',
    );
    expect(cachedQueries(page?.state.join('') ?? '{}').map((query) => query.status)).not.toContain(
      'pending',
    );
    // …and a product it has answers 200.
    const found = await renderer.render({
      url: '/product/details/matte-card-1',
      language: 'en',
      ...fakeApi(),
    });
    expect(found?.status).toBe(200);
  });

  it('says what a product page is in its head: name, price as shown, picture, structured data', async () => {
    const { calls, callApi } = fakeApi();
    const page = await renderer.render({
      url: '/product/details/matte-card-1?lng=ar&utm_source=whatsapp',
      language: 'ar',
      callApi,
    });
    const head = page?.head;
    expect(head?.title).toBe('بطاقة مطفية 1 — چاپخانە');
    expect(head?.language).toBe('ar');
    // The tracking parameter is no part of the page's address.
    expect(head?.address).toBe('/product/details/matte-card-1');
    expect(head?.type).toBe('product');
    expect(head?.description).toContain('14,031.00');
    expect(head?.image?.url).toBe('/uploads/share/products/matte-card-1-1-800.jpg');
    const product = head?.structuredData.find((data) => data['@type'] === 'Product');
    expect(product).toMatchObject({ offers: { price: '14031.00', priceCurrency: 'IQD' } });
    expect(head?.structuredData.map((data) => data['@type'])).toEqual([
      'Product',
      'BreadcrumbList',
    ]);
    // Drawn from the answers the page draws with: nothing more was asked.
    expect(calls.map((call) => call.url.split('?')[0]).sort()).toEqual(
      [
        '/api/get-currencyIQD',
        '/api/home/get-categories-subCategories',
        '/api/home/product-details/matte-card-1',
        '/api/home/shop-settings',
      ].sort(),
    );
  });

  it('names a listing and its page in its head, its filters its address; search is not indexed', async () => {
    const listingAnswer = {
      '/api/home/query-products': { products: [sampleProduct(2)], totalProduct: 23, parPage: 12 },
      '/api/home/price-range-latest-product': {
        latest_product: [],
        priceRange: { low: 0, high: 0 },
      },
    };
    const [cards] = sampleCategories;
    const listing = await renderer.render({
      url: `/products?category=Business%20Cards&categoryId=${cards?._id}&pageNumber=2&fbclid=x`,
      language: 'en',
      ...fakeApi(listingAnswer),
    });
    expect(listing?.head?.title).toBe('Business Cards, page 2 — Chapkhana');
    expect(listing?.head?.description).toContain('23');
    expect(listing?.head?.address).toBe(
      `/products?category=Business+Cards&categoryId=${cards?._id}&pageNumber=2`,
    );
    expect(listing?.head?.robots).toBeUndefined();
    const search = await renderer.render({
      url: '/products/search?category=&&value=card',
      language: 'kr',
      ...fakeApi(listingAnswer),
    });
    expect(search?.head?.robots).toBe('noindex,follow');
    expect(search?.head?.address).toBe('/products/search?value=card');
  });

  it('gives home the shop’s title, its first banner, and the shop with its contacts', async () => {
    const page = await renderer.render({ url: '/', language: 'en', ...fakeApi() });
    expect(page?.head?.title).toBe(String((translations.en.meta as { title: string }).title));
    expect(page?.head?.image?.url).toBe('/uploads/share/banners/banner-1-1280.jpg');
    expect(page?.head?.structuredData[0]).toMatchObject({
      '@type': 'Organization',
      telephone: shopContacts.phone,
      sameAs: [shopContacts.social.instagram],
    });
  });

  it('draws each public page once: what its routes read is asked before it is drawn', async () => {
    const [cards] = sampleCategories;
    const listingAnswer = {
      '/api/home/query-products': { products: [sampleProduct(2)], totalProduct: 23, parPage: 12 },
      '/api/home/price-range-latest-product': {
        latest_product: [],
        priceRange: { low: 0, high: 0 },
      },
    };
    for (const url of [
      '/',
      '/categories',
      '/about',
      '/contact',
      `/products?category=Business%20Cards&categoryId=${cards?._id}&pageNumber=2&rating=4`,
      '/products/search?value=card&lowPrice=1000&highPrice=50000&sortPrice=low-to-high',
      '/product/details/matte-card-1',
    ]) {
      const { calls, callApi } = fakeApi(listingAnswer);
      const page = await renderer.render({ url, language: 'kr', callApi });
      expect(page?.status, url).toBe(200);
      expect(page?.passes, url).toBe(1);
      // Each read once, all of them in the page's state.
      const asked = calls.map((call) => call.url);
      expect(new Set(asked).size, url).toBe(asked.length);
      expect(cachedQueries(page?.state.join('') ?? '{}').length, url).toBe(asked.length);
    }
  });

  it('draws every public page the same without the texts the screens behind sign-in load apart', async () => {
    // The browser takes a public page over with the translation file alone (config/screen-texts.ts):
    // a public page that read one of those sections would be hydrated with its key instead.
    const withoutScreens = Object.fromEntries(
      Object.entries(translations).map(([language, texts]) => [
        language,
        Object.fromEntries(
          Object.entries(texts).filter(
            ([section]) => !(SCREEN_SECTIONS as readonly string[]).includes(section),
          ),
        ),
      ]),
    ) as typeof translations;
    const pageOnly = createServerRenderer({
      translations: withoutScreens,
      siteOrigin: 'https://chapkhana.example',
    });
    const answers = {
      '/api/home/query-products': { products: [sampleProduct(2)], totalProduct: 23, parPage: 12 },
      '/api/home/price-range-latest-product': {
        latest_product: [],
        priceRange: { low: 0, high: 0 },
      },
    };
    const printAnswers = {
      ...answers,
      '/api/home/product-details/matte-card-1': {
        product: sampleProductDetail({ print: samplePrint() }),
        relatedProducts: [sampleProduct(2)],
        moreProducts: [],
      },
    };
    const pages: [string, Record<string, unknown>][] = [
      ['/', answers],
      ['/categories', answers],
      ['/about', answers],
      ['/contact', answers],
      ['/products?pageNumber=2&rating=4', answers],
      ['/products/search?value=card', answers],
      ['/product/details/matte-card-1', answers],
      ['/product/details/matte-card-1', printAnswers],
      ['/no/such/page', answers],
    ];
    const rawKey = new RegExp(`\\b(?:${SCREEN_SECTIONS.join('|')})\\.[A-Za-z]\\w*`, 'g');
    for (const language of ['kr', 'ar', 'en'] as const) {
      for (const [url, pageAnswers] of pages) {
        const whole = await renderer.render({ url, language, ...fakeApi(pageAnswers) });
        const apart = await pageOnly.render({ url, language, ...fakeApi(pageAnswers) });
        expect(whole?.html, `${language} ${url}`).toContain('</');
        // Which keys, first (a short failure), then the whole page.
        expect(apart?.html.match(rawKey) ?? [], `${language} ${url}`).toEqual([]);
        expect(apart?.html, `${language} ${url}`).toBe(whole?.html);
        expect(apart?.head, `${language} ${url}`).toEqual(whole?.head);
      }
    }
  });

  it('keeps a page not found out of the index, with no address', async () => {
    for (const url of ['/no/such/page', '/product/details/no-such-card']) {
      const page = await renderer.render({ url, language: 'en', ...fakeApi() });
      expect(page?.head?.robots, url).toBe('noindex');
      expect(page?.head?.address, url).toBeNull();
    }
  });

  it.each(['/card', '/dashboard/my-orders', '/login', '/register'])(
    'leaves %s, which depends on the customer’s session, to the browser',
    async (url) => {
      const { calls, callApi } = fakeApi();
      expect(await renderer.render({ url, language: 'en', callApi })).toBeNull();
      expect(calls).toEqual([]);
    },
  );
});
