import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertSubCategory } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let shop: TestApp;

beforeAll(async () => {
  shop = await createTestApp();
  const cards = await insertCategory(shop.database.db, {
    slug: 'cards',
    enName: 'Business Cards',
    position: 0,
  });
  await insertCategory(shop.database.db, { slug: 'mugs', enName: 'Mugs', position: 1 });
  await insertSubCategory(shop.database.db, cards.id, {
    slug: 'matte-cards',
    enName: 'Matte',
    position: 1,
  });
  await insertSubCategory(shop.database.db, cards.id, {
    slug: 'glossy-cards',
    enName: 'Glossy',
    position: 0,
  });
});
afterAll(() => shop.close());

describe('GET /api/home/get-categories-subCategories', () => {
  it('lists categories in order with their sub-categories in order', async () => {
    const response = await shop.app.inject({
      method: 'GET',
      url: '/api/home/get-categories-subCategories',
    });
    expect(response.statusCode).toBe(200);
    const { categories } = response.json();
    expect(categories.map((c: { slug: string }) => c.slug)).toEqual(['cards', 'mugs']);
    expect(categories[0].subCategories.map((s: { enName: string }) => s.enName)).toEqual([
      'Glossy',
      'Matte',
    ]);
    expect(categories[0].subCategories[0].categoryId).toBe(categories[0]._id);
    expect(categories[1].subCategories).toEqual([]);
    expect(categories[0].image).toMatch(/^\/uploads\/categories\/category-[0-9a-f]{8}-400\.webp$/);
    expect(categories[0]).toHaveProperty('kuName');
    expect(categories[0]).toHaveProperty('arName');
  });
});

describe('GET /api/home/get-categorys', () => {
  it("lists the categories under the spec's spelling", async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/home/get-categorys' });
    expect(response.statusCode).toBe(200);
    expect(response.json().categorys).toHaveLength(2);
  });
});
