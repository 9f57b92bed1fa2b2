import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { currencyRates, productColors, productProperties, products } from '../src/db/schema/index';
import {
  insertCategory,
  insertProduct,
  insertProductWithColours,
  insertSeller,
  insertSubCategory,
} from './helpers/fixtures';
import { queryProducts } from '../src/modules/catalogue/product-repository';
import { createTestApp, type TestApp } from './helpers/test-app';

let shop: TestApp;
const ids: Record<string, string> = {};
const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);

beforeAll(async () => {
  shop = await createTestApp();
  const db = shop.database.db;
  const seller = await insertSeller(db, { shopNameEn: 'Hawler Print' });
  const other = await insertSeller(db, { shopNameEn: 'Basra Print' });
  const hidden = await insertSeller(db, { shopNameEn: 'Closed Shop', active: false });
  const cards = await insertCategory(db, { slug: 'cards', enName: 'Business Cards' });
  const mugs = await insertCategory(db, { slug: 'mugs', enName: 'Mugs' });
  const matte = await insertSubCategory(db, cards.id, { slug: 'matte' });
  const glossy = await insertSubCategory(db, cards.id, { slug: 'glossy' });
  ids.seller = seller.id;
  ids.cards = cards.id;
  ids.mugs = mugs.id;
  ids.matte = matte.id;
  ids.glossy = glossy.id;
  const inCards = { sellerId: seller.id, categoryId: cards.id };
  const p1 = await insertProduct(
    db,
    { ...inCards, subCategoryId: matte.id },
    {
      slug: 'matte-cards',
      enName: 'Matte Business Cards',
      kuName: 'کارتی بزنسی مات',
      arName: 'بطاقات مطفأة',
      price: '10.00',
      discount: 0,
      rating: '4.5',
      createdAt: hoursAgo(1),
    },
  );
  const p2 = await insertProduct(
    db,
    { ...inCards, subCategoryId: glossy.id },
    {
      slug: 'glossy-cards',
      enName: 'Glossy Cards',
      kuName: 'کارتی بریقەدار',
      arName: 'بطاقات لامعة',
      price: '20.00',
      discount: 50,
      rating: '3.0',
      createdAt: hoursAgo(2),
    },
  );
  const p3 = await insertProduct(
    db,
    { sellerId: other.id, categoryId: cards.id, subCategoryId: matte.id },
    {
      slug: 'premium-cards',
      code: 'BC-777',
      enName: 'Premium Cards',
      kuName: 'کارتی نایاب',
      arName: 'بطاقات فاخرة',
      price: '30.00',
      discount: 10,
      rating: '5.0',
      createdAt: hoursAgo(3),
    },
  );
  await insertProduct(
    db,
    { sellerId: hidden.id, categoryId: cards.id },
    {
      slug: 'hidden-cards',
      enName: 'Hidden Cards',
      price: '1.00',
      rating: '5.0',
      createdAt: hoursAgo(0.5),
    },
  );
  for (let i = 0; i < 14; i++) {
    await insertProduct(
      db,
      { sellerId: seller.id, categoryId: mugs.id },
      {
        slug: `mug-${i}`,
        enName: `Mug ${i}`,
        kuName: `کوپ ${i}`,
        arName: `كوب ${i}`,
        price: `${5 + i}.00`,
        rating: String((i % 5) + 0.5),
        createdAt: hoursAgo(10 + i),
      },
    );
  }
  ids.p1 = p1.id;
  ids.p2 = p2.id;
  ids.p3 = p3.id;
  await db.insert(currencyRates).values({ iqdPerUnit: '1310' });
});
afterAll(() => shop.close());

async function query(params: Record<string, string>) {
  const response = await shop.app.inject({
    method: 'GET',
    url: '/api/home/query-products',
    query: params,
  });
  return { status: response.statusCode, body: response.json() };
}
const slugs = (body: { products: { slug: string }[] }) => body.products.map((p) => p.slug);

describe('GET /api/home/query-products', () => {
  it('lists every visible product newest first, 12 a page, with the total before paging', async () => {
    const { status, body } = await query({});
    expect(status).toBe(200);
    expect(body.parPage).toBe(12);
    expect(body.totalProduct).toBe(17);
    expect(slugs(body).slice(0, 4)).toEqual([
      'matte-cards',
      'glossy-cards',
      'premium-cards',
      'mug-0',
    ]);
    expect(body.products).toHaveLength(12);
  });

  it('never shows a product of a deactivated seller', async () => {
    const { body } = await query({ searchValue: 'hidden' });
    expect(body.totalProduct).toBe(0);
  });

  it('pages from 1; a page past the end is empty, not an error', async () => {
    const page2 = await query({ categoryId: ids.mugs!, pageNumber: '2' });
    expect(page2.body.totalProduct).toBe(14);
    expect(slugs(page2.body)).toEqual(['mug-12', 'mug-13']);
    const page9 = await query({ categoryId: ids.mugs!, pageNumber: '9' });
    expect(page9.status).toBe(200);
    expect(page9.body.products).toEqual([]);
    expect(page9.body.totalProduct).toBe(14);
  });

  it('filters by category English name, by categoryId and by subCategoryId', async () => {
    expect((await query({ category: 'Business Cards' })).body.totalProduct).toBe(3);
    expect((await query({ categoryId: ids.cards! })).body.totalProduct).toBe(3);
    expect(
      slugs((await query({ categoryId: ids.cards!, subCategoryId: ids.matte! })).body),
    ).toEqual(['matte-cards', 'premium-cards']);
    expect((await query({ category: 'No Such Category' })).body.totalProduct).toBe(0);
  });

  it('keeps products rated at least the given rating', async () => {
    const { body } = await query({ categoryId: ids.cards!, rating: '4' });
    expect(slugs(body)).toEqual(['matte-cards', 'premium-cards']);
    expect(body.products.every((p: { rating: number }) => p.rating >= 4)).toBe(true);
  });

  it('bounds the discounted base price, inclusive', async () => {
    // matte 10.00, glossy 20.00 −50 % = 10.00, premium 30.00 −10 % = 27.00
    expect(
      slugs((await query({ categoryId: ids.cards!, lowPrice: '10', highPrice: '10' })).body),
    ).toEqual(['matte-cards', 'glossy-cards']);
    expect(slugs((await query({ categoryId: ids.cards!, lowPrice: '11' })).body)).toEqual([
      'premium-cards',
    ]);
    expect(slugs((await query({ categoryId: ids.cards!, highPrice: '26.99' })).body)).toEqual([
      'matte-cards',
      'glossy-cards',
    ]);
  });

  it('sorts by discounted price both ways, newest first among equal prices', async () => {
    expect(slugs((await query({ categoryId: ids.cards!, sortPrice: 'low-to-high' })).body)).toEqual(
      ['matte-cards', 'glossy-cards', 'premium-cards'],
    );
    expect(slugs((await query({ categoryId: ids.cards!, sortPrice: 'high-to-low' })).body)).toEqual(
      ['premium-cards', 'matte-cards', 'glossy-cards'],
    );
  });

  it('combines every filter', async () => {
    const { body } = await query({
      category: 'Business Cards',
      categoryId: ids.cards!,
      subCategoryId: ids.matte!,
      rating: '5',
      lowPrice: '20',
      highPrice: '30',
      sortPrice: 'low-to-high',
      pageNumber: '1',
      searchValue: 'cards',
    });
    expect(slugs(body)).toEqual(['premium-cards']);
    expect(body.totalProduct).toBe(1);
  });

  it('answers each set of filters with its own values, however many listings of that shape came before', async () => {
    // A listing without a search is a statement prepared once per shape (its filters, its
    // order): each asking binds its own values, and reads the rows as they are now.
    const db = shop.database.db;
    const cheapFirst = (categoryId: string, lowPrice: number) =>
      queryProducts(db, { categoryId, lowPrice, sortPrice: 'low-to-high', pageNumber: 1 }, 12);
    const cards = await cheapFirst(ids.cards!, 10);
    expect(cards.products.map((p) => p.slug)).toEqual([
      'matte-cards',
      'glossy-cards',
      'premium-cards',
    ]);
    expect((await cheapFirst(ids.cards!, 11)).products.map((p) => p.slug)).toEqual([
      'premium-cards',
    ]);
    const mugs = await cheapFirst(ids.mugs!, 0);
    expect(mugs.total).toBe(14);
    expect(mugs.products.every((p) => p.categoryId === ids.mugs)).toBe(true);
    await db.update(products).set({ published: false }).where(eq(products.id, ids.p3!));
    onTestFinished(async () => {
      await db.update(products).set({ published: true }).where(eq(products.id, ids.p3!));
    });
    const after = await cheapFirst(ids.cards!, 10);
    expect(after.products.map((p) => p.slug)).toEqual(['matte-cards', 'glossy-cards']);
    expect(after.total).toBe(2);
  });

  describe('search', () => {
    it('matches English names case-insensitively', async () => {
      expect(slugs((await query({ searchValue: 'GLOSSY' })).body)).toEqual(['glossy-cards']);
    });

    it('finds Kurdish names written with Arabic kaf and yeh (كارتی, کارتي)', async () => {
      for (const typed of ['كارتی', 'کارتي', 'كارتي', 'کارتی']) {
        expect(slugs((await query({ searchValue: typed })).body), typed).toEqual([
          'matte-cards',
          'glossy-cards',
          'premium-cards',
        ]);
      }
    });

    it('matches Arabic names whatever the letter forms', async () => {
      expect((await query({ searchValue: 'كوب' })).body.totalProduct).toBe(14);
      expect(slugs((await query({ searchValue: 'كوب ١٣' })).body)).toContain('mug-13');
      expect(slugs((await query({ searchValue: 'بطاقات لامعه' })).body)).toEqual(['glossy-cards']);
    });

    // Fixture codes are random hex, so the code's letters keep the digits from matching them by chance.
    it('matches the product code, with Eastern Arabic digits too', async () => {
      expect(slugs((await query({ searchValue: 'bc-777' })).body)).toEqual(['premium-cards']);
      expect(slugs((await query({ searchValue: 'BC-٧٧٧' })).body)).toEqual(['premium-cards']);
    });

    it('needs every word to match, and treats % and _ as letters', async () => {
      expect(slugs((await query({ searchValue: 'matte cards' })).body)).toEqual(['matte-cards']);
      expect((await query({ searchValue: '100%' })).body.totalProduct).toBe(0);
      expect((await query({ searchValue: '_' })).body.totalProduct).toBe(0);
    });

    it('treats a blank search as no search', async () => {
      expect((await query({ searchValue: '   ' })).body.totalProduct).toBe(17);
    });
  });

  describe('invalid parameters', () => {
    it.each([
      [{ rating: '0' }, /rating must be a whole number from 1 to 5/],
      [{ rating: '6' }, /rating/],
      [{ rating: 'abc' }, /rating/],
      [{ pageNumber: '0' }, /pageNumber must be a whole number from 1/],
      [{ pageNumber: '-1' }, /pageNumber/],
      [{ pageNumber: '1.5' }, /pageNumber/],
      [{ lowPrice: 'cheap' }, /lowPrice must be a non-negative number/],
      [{ highPrice: '-5' }, /highPrice/],
      [{ lowPrice: '50', highPrice: '10' }, /lowPrice must not be greater than highPrice/],
      [{ sortPrice: 'random' }, /sortPrice must be low-to-high or high-to-low/],
      [{ categoryId: 'not-an-id' }, /categoryId/],
      [{ searchValue: 'x'.repeat(201) }, /searchValue/],
    ])('answers %o with 400 and a sentence', async (params, message) => {
      const { status, body } = await query(params as Record<string, string>);
      expect(status).toBe(400);
      expect(body.error).toMatch(message);
      // The field is named once ("rating must be…", never "rating rating must be…").
      expect(body.error).not.toMatch(/\b(\w+) \1\b/);
    });
  });
});

describe('GET /api/home/product-details/{slug}', () => {
  it('returns the product with colours, properties, related products of its category and more from its seller', async () => {
    const response = await shop.app.inject({
      method: 'GET',
      url: '/api/home/product-details/matte-cards',
    });
    expect(response.statusCode).toBe(200);
    const { product, relatedProducts, moreProducts } = response.json();
    expect(product).toMatchObject({
      slug: 'matte-cards',
      category: 'Business Cards',
      shopName: 'Hawler Print',
      reviewCount: 0,
    });
    expect(product.colors[0].color).toMatchObject({
      code: '#ffffff',
      enName: 'White',
      colorQuantity: 10,
    });
    expect(product.colors[0].properties[0]).toMatchObject({ property: 'A5', quantity: 10 });
    expect(relatedProducts.map((p: { slug: string }) => p.slug)).toEqual([
      'glossy-cards',
      'premium-cards',
    ]);
    expect(moreProducts.map((p: { slug: string }) => p.slug)).toEqual([
      'glossy-cards',
      'mug-0',
      'mug-1',
    ]);
  });

  it('lists colours and each colour’s properties in the seller’s order, and none as an empty list', async () => {
    const db = shop.database.db;
    const coloured = await insertProductWithColours(
      db,
      { sellerId: ids.seller!, categoryId: ids.cards! },
      [
        {
          enName: 'Red',
          hex: '#ff0000',
          quantity: 3,
          properties: [
            { name: 'S', quantity: 1 },
            { name: 'M', quantity: 2 },
          ],
        },
        { enName: 'Blue', hex: '#0000ff', quantity: 4, properties: [{ name: 'L', quantity: 4 }] },
        { enName: 'Green', hex: '#00ff00', quantity: 0 },
      ],
    );
    const bare = await insertProductWithColours(
      db,
      { sellerId: ids.seller!, categoryId: ids.cards! },
      [],
    );
    // The other reads of this file count the catalogue as it was.
    onTestFinished(async () => {
      await db.delete(products).where(inArray(products.id, [coloured.id, bare.id]));
    });
    // The seller reorders: Green first, then Red, then Blue; Red's M before its S.
    const colours = await db
      .select()
      .from(productColors)
      .where(eq(productColors.productId, coloured.id));
    const position = { Green: 0, Red: 1, Blue: 2 } as Record<string, number>;
    for (const colour of colours)
      await db
        .update(productColors)
        .set({ position: position[colour.enName] })
        .where(eq(productColors.id, colour.id));
    const red = colours.find((colour) => colour.enName === 'Red')!;
    await db
      .update(productProperties)
      .set({ position: sql`1 - ${productProperties.position}` })
      .where(eq(productProperties.colorId, red.id));

    const response = await shop.app.inject({
      method: 'GET',
      url: `/api/home/product-details/${coloured.slug}`,
    });
    const { product } = response.json();
    expect(
      product.colors.map(
        (c: {
          color: { enName: string };
          properties: { property: string; quantity: number }[];
        }) => [c.color.enName, c.properties.map((p) => `${p.property}×${p.quantity}`)],
      ),
    ).toEqual([
      ['Green', []],
      ['Red', ['M×2', 'S×1']],
      ['Blue', ['L×4']],
    ]);
    expect(product.colors[1].color).toEqual({
      code: '#ff0000',
      enName: 'Red',
      kuName: 'Red (ku)',
      arName: 'Red (ar)',
      colorQuantity: 3,
    });

    const plain = await shop.app.inject({
      method: 'GET',
      url: `/api/home/product-details/${bare.slug}`,
    });
    expect(plain.json().product).toMatchObject({ colors: [], reviewCount: 0 });
  });

  it('finds a product by id too', async () => {
    const response = await shop.app.inject({
      method: 'GET',
      url: `/api/home/product-details/${ids.p3}`,
    });
    expect(response.json().product.slug).toBe('premium-cards');
  });

  it('answers 404 for an unknown slug and for a deactivated seller’s product', async () => {
    for (const slug of ['no-such-product', 'hidden-cards']) {
      const response = await shop.app.inject({
        method: 'GET',
        url: `/api/home/product-details/${slug}`,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatch(/does not exist/);
    }
  });
});

describe('home and other catalogue reads', () => {
  it('gives the home page everything in one response', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/home/page-data' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.currencyIQD).toBe('1310.0000');
    expect(body.categories).toHaveLength(2);
    expect(body.newProducts[0].slug).toBe('matte-cards');
    expect(body.newProducts).toHaveLength(12);
    expect(body.discountProducts.map((p: { slug: string }) => p.slug)).toEqual([
      'glossy-cards',
      'premium-cards',
    ]);
    expect(body.newProducts[0].images.every((i: string) => i.endsWith('-800.webp'))).toBe(true);
  });

  it('groups the stacked home lists in threes', async () => {
    const body = (await shop.app.inject({ method: 'GET', url: '/api/home/get-products' })).json();
    expect(body.products).toHaveLength(12);
    expect(body.latest_product.map((g: unknown[]) => g.length)).toEqual([3, 3, 3]);
    expect(body.topRated_product[0][0].rating).toBe(5);
    expect(body.discount_product.flat()).toHaveLength(2);
  });

  it('measures the price range of a category on discounted prices', async () => {
    const body = (
      await shop.app.inject({
        method: 'GET',
        url: `/api/home/price-range-latest-product?categoryId=${ids.cards}`,
      })
    ).json();
    expect(body.priceRange).toEqual({ low: 10, high: 27 });
    expect(body.latest_product.flat()).toHaveLength(3);
  });

  it('answers the discount and new-product lists, sub-categories, the rate and a category page', async () => {
    const get = async (url: string) => (await shop.app.inject({ method: 'GET', url })).json();
    expect((await get('/api/home/get-discount-products')).totalProduct).toBe(2);
    expect((await get('/api/home/get-new-products')).newProducts).toHaveLength(12);
    expect(
      (await get(`/api/home/get-subCategories?categoryId=${ids.cards}`)).subCategories,
    ).toHaveLength(2);
    expect((await get('/api/get-subCategories')).subCategories).toHaveLength(2);
    expect((await get('/api/get-currencyIQD')).currencyIQD).toBe('1310.0000');
    const page = await get('/api/category-get?page=1&parPage=1&searchValue=mug');
    expect(page.totalCategory).toBe(1);
    expect(page.categories[0].enName).toBe('Mugs');
    expect((await get('/api/banners')).banners).toEqual([]);
  });
});
