import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDemoCatalogue } from '../src/db/seed/seed';
import { call, createSignedInAdmin } from './helpers/console';
import { createSignedInSeller } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 35.15: the search understands everyday words — the shop's own synonyms (seeded with
 * Iraqi print vocabulary in kr, ar and en, edited by the admin), words split and joined, and a
 * relevance floor below which nothing unrelated is shown — over the demo catalogue.
 */
let shop: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInAdmin>>;
beforeAll(async () => {
  shop = await createTestApp();
  await insertDemoCatalogue(shop.database.db);
  admin = await createSignedInAdmin(shop);
}, 120_000);
afterAll(() => shop.close());

interface Listing {
  products: { slug: string }[];
  totalProduct: number;
  suggestions?: { terms: { enName: string }[] };
}
async function search(searchValue: string) {
  const response = await shop.app.inject({
    method: 'GET',
    url: '/api/home/query-products',
    query: { searchValue, perPage: '50' },
  });
  expect(response.statusCode).toBe(200);
  return response.json<Listing>();
}
const found = async (searchValue: string) =>
  (await search(searchValue)).products.map((p) => p.slug);

const T_SHIRTS = [
  'cotton-crew-neck-t-shirt',
  'heavyweight-oversized-t-shirt',
  'kids-cotton-t-shirt',
];
const MUGS = ['ceramic-photo-mug-330ml', 'two-tone-ceramic-mug-350ml', 'magic-colour-changing-mug'];

describe('everyday words (issue 35.15)', () => {
  it('finds T-shirts for "t shirt", "tshirt", "t-shirt", تيشيرت and تی شێرت', async () => {
    for (const typed of [
      't shirt',
      'tshirt',
      't-shirt',
      'T-Shirts',
      'تيشيرت',
      'تي شيرت',
      'تی شێرت',
    ]) {
      const slugs = await found(typed);
      expect(slugs, typed).toEqual(expect.arrayContaining(T_SHIRTS));
      expect(slugs, typed).not.toContain('high-visibility-safety-vest');
    }
  });

  it('finds business cards for كروت شخصية and suggests no desk flag', async () => {
    for (const typed of ['كروت شخصية', 'كرت شخصي', 'بطاقات عمل', 'کارتی بزنس', 'visiting cards']) {
      const { products, suggestions } = await search(typed);
      const slugs = products.map((p) => p.slug);
      expect(slugs, typed).toContain('matte-laminated-business-cards');
      expect(slugs, typed).not.toContain('desk-flag-chrome-stand');
      expect(suggestions, typed).toBeUndefined();
    }
  });

  it('finds shirts for the Kurdish کراس, not kraft paper', async () => {
    const slugs = await found('کراس');
    expect(slugs).toEqual(expect.arrayContaining(T_SHIRTS));
    expect(slugs).toContain('pique-polo-embroidered-logo');
    expect(slugs.filter((slug) => slug.includes('kraft'))).toEqual([]);
  });

  it('finds mugs and cups for "cups", أكواب and کوپ, and never a safety vest', async () => {
    for (const typed of ['cups', 'cup', 'أكواب', 'کوپ']) {
      const slugs = await found(typed);
      expect(slugs, typed).toEqual(expect.arrayContaining([...MUGS, 'branded-paper-coffee-cups']));
      expect(slugs, typed).not.toContain('high-visibility-safety-vest');
    }
  });

  it('shows nothing unrelated: no near-miss by a short word, no far-fetched suggestion', async () => {
    // A four-letter word (not a synonym) sharing three trigrams of five with "کرافت" (kraft):
    // below the floor, so neither kraft products nor their names are offered.
    const { products, suggestions } = await search('کراژ');
    expect(products).toEqual([]);
    expect(suggestions?.terms ?? []).toEqual([]);
    // A real typo of a longer word is still forgiven.
    expect(await found('ceramik')).toContain('ceramic-photo-mug-330ml');
    const flags = await search('شخصيات');
    expect(flags.products.map((p) => p.slug)).not.toContain('desk-flag-chrome-stand');
    expect((flags.suggestions?.terms ?? []).map((t) => t.enName)).not.toContain(
      'Desk Flag with Chrome Stand',
    );
  });
});

interface Group {
  _id: string;
  terms: string[];
}
const adminCall = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  call(shop, method, `/api/admin/search-synonyms${url}`, admin.token, payload);

describe('the admin’s synonyms', () => {
  it('lists the seeded vocabulary in three languages', async () => {
    const list = await adminCall('GET', '?perPage=100');
    expect(list.statusCode).toBe(200);
    const groups = list.json<{ items: Group[]; total: number }>();
    expect(groups.total).toBeGreaterThanOrEqual(10);
    const terms = groups.items.flatMap((g) => g.terms);
    for (const term of ['business card', 'كروت شخصية', 'کارتی بزنس', 't-shirt', 'کراس', 'أكواب']) {
      expect(terms, term).toContain(term);
    }
  });

  it('adds, changes and removes a group, and the search follows at once', async () => {
    expect(await found('zarfik')).toEqual([]);
    const created = await adminCall('POST', '', { terms: ['zarfik', ' Envelope  ', 'zarfik'] });
    expect(created.statusCode, created.body).toBe(201);
    const group = created.json<{ group: Group }>().group;
    expect(group.terms).toEqual(['zarfik', 'envelope']);
    expect(await found('zarfik')).toContain('c4-kraft-document-envelopes');

    const changed = await adminCall('PATCH', `/${group._id}`, { terms: ['zarfik', 'notebook'] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await found('zarfik')).not.toContain('c4-kraft-document-envelopes');
    expect(await found('zarfik')).toContain('eco-kraft-hardcover-notebook');

    expect((await adminCall('DELETE', `/${group._id}`)).statusCode).toBe(200);
    expect(await found('zarfik')).toEqual([]);
    expect((await adminCall('DELETE', `/${group._id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with a 400 and a code, and caps the sizes', async () => {
    const bad = [
      { terms: [] },
      { terms: ['only one'] },
      { terms: ['a', ''] },
      { terms: ['fine', 'x'.repeat(41)] },
      { terms: ['one two three four', 'fine'] },
      { terms: Array.from({ length: 13 }, (_, i) => `term${i}`) },
      { terms: 'not a list' },
      {},
    ];
    for (const payload of bad) {
      const refused = await adminCall('POST', '', payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().code, JSON.stringify(payload)).toBeTypeOf('string');
    }
    const notFound = await adminCall('PATCH', '/00000000-0000-4000-8000-000000000000', {
      terms: ['a b', 'c'],
    });
    expect(notFound.statusCode).toBe(404);
    expect((await adminCall('PATCH', '/not-a-uuid', { terms: ['ab', 'cd'] })).statusCode).toBe(400);
  });

  it('is the admin’s only', async () => {
    const seller = await createSignedInSeller(shop);
    for (const token of [undefined, seller.token]) {
      const list = await call(shop, 'GET', '/api/admin/search-synonyms', token);
      expect(list.statusCode).toBeGreaterThanOrEqual(401);
      expect(list.statusCode).toBeLessThanOrEqual(403);
      const add = await call(shop, 'POST', '/api/admin/search-synonyms', token, {
        terms: ['aa', 'bb'],
      });
      expect([401, 403]).toContain(add.statusCode);
    }
  });
});
