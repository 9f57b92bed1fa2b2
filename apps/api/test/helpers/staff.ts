import { eq } from 'drizzle-orm';
import { currencyRates, sellers, staffUsers } from '../../src/db/schema/index';
import { hashPassword } from '../../src/lib/passwords';
import { insertCategory, insertSeller } from './fixtures';
import { createTestApp, type TestApp } from './test-app';

/** A seller with a console sign-in, signed in through the real route. */
export async function createSignedInSeller(shop: TestApp, shopNameEn = 'Hawler Print') {
  const seller = await insertSeller(shop.database.db, { shopNameEn });
  const password = 'seller password 1';
  const [staff] = await shop.database.db
    .update(staffUsers)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(staffUsers.id, seller.staffUserId))
    .returning();
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/staff/login',
    payload: { login: staff!.email, password },
  });
  if (response.statusCode !== 200) throw new Error(`seller sign-in failed: ${response.body}`);
  return {
    sellerId: seller.id,
    staffId: staff!.id,
    email: staff!.email,
    password,
    token: response.json().token as string,
  };
}

export async function deactivateSeller(shop: TestApp, sellerId: string) {
  await shop.database.db.update(sellers).set({ active: false }).where(eq(sellers.id, sellerId));
}

/**
 * A shop with a rate, a category and two signed-in sellers: `seller`, whose rows a test works
 * on, and `other`, who tries them.
 */
export async function createShopOfTwoSellers() {
  const shop = await createTestApp();
  await shop.database.db.insert(currencyRates).values({ iqdPerUnit: '1310' });
  return {
    shop,
    seller: await createSignedInSeller(shop, 'Erbil Print'),
    other: await createSignedInSeller(shop, 'Duhok Print'),
    categoryId: (await insertCategory(shop.database.db)).id,
  };
}

export type SignedInSeller = Awaited<ReturnType<typeof createSignedInSeller>>;
