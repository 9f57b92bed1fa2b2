import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, productColors, products } from '../src/db/schema/index';
import { insertCategory, insertProduct, insertSeller } from './helpers/fixtures';
import { createTestDatabase, type TestDatabase } from './helpers/test-app';

let database: TestDatabase;
const db = () => database.handle.db;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

async function refs() {
  const seller = await insertSeller(db());
  const category = await insertCategory(db());
  return { sellerId: seller.id, categoryId: category.id };
}

describe('database constraints', () => {
  it('keeps product slugs and codes unique', async () => {
    const r = await refs();
    await insertProduct(db(), r, { slug: 'same-slug', code: 'C-1' });
    await expect(insertProduct(db(), r, { slug: 'same-slug', code: 'C-2' })).rejects.toThrow();
    await expect(insertProduct(db(), r, { slug: 'other-slug', code: 'C-1' })).rejects.toThrow();
  });

  it('rejects slugs that are not lowercase ASCII with hyphens', async () => {
    const r = await refs();
    await expect(insertProduct(db(), r, { slug: 'Business Cards' })).rejects.toThrow();
    await expect(insertProduct(db(), r, { slug: 'کارت' })).rejects.toThrow();
  });

  it('never lets stock go negative, on a product or a colour', async () => {
    const product = await insertProduct(db(), await refs(), { stock: 1 });
    await expect(
      db().update(products).set({ stock: -1 }).where(eq(products.id, product.id)),
    ).rejects.toThrow();
    await expect(
      db()
        .update(productColors)
        .set({ quantity: -1 })
        .where(eq(productColors.productId, product.id)),
    ).rejects.toThrow();
  });

  it('rejects discounts outside 0–100 and negative prices', async () => {
    const r = await refs();
    await expect(insertProduct(db(), r, { discount: 101 })).rejects.toThrow();
    await expect(insertProduct(db(), r, { price: '-1.00' })).rejects.toThrow();
  });

  it('keeps customer phones unique and emails unique regardless of case', async () => {
    const base = { name: 'Aram', passwordHash: 'x', userType: 'user' as const };
    await db()
      .insert(customers)
      .values({ ...base, email: 'aram@example.com', phone: '+9647501112233' });
    await expect(
      db()
        .insert(customers)
        .values({ ...base, email: 'other@example.com', phone: '+9647501112233' }),
    ).rejects.toThrow();
    await expect(
      db()
        .insert(customers)
        .values({ ...base, email: 'ARAM@example.com', phone: '+9647509998877' }),
    ).rejects.toThrow();
  });

  it('requires a print house to give its address and name', async () => {
    await expect(
      db().insert(customers).values({
        name: 'Print',
        email: 'print@example.com',
        phone: '+9647704445566',
        passwordHash: 'x',
        userType: 'printHouse',
      }),
    ).rejects.toThrow();
  });
});
