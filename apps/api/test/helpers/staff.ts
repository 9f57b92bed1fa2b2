import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ShopRole } from '@chapkhana/shared/shop-roles';
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

/**
 * A member of a seller's staff in `role` (issue 39), with a password, signed in through the real
 * route.
 */
export async function createSignedInMember(shop: TestApp, sellerId: string, role: ShopRole) {
  const tag = randomUUID().slice(0, 8);
  const password = `${role} password 1`;
  const [member] = await shop.database.db
    .insert(staffUsers)
    .values({
      name: `${role} ${tag}`,
      email: `${role}-${tag}@test.example`,
      phone: `+96477${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      passwordHash: await hashPassword(password),
      role: 'seller',
      sellerId,
      sellerRole: role,
    })
    .returning();
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/staff/login',
    payload: { login: member!.email, password },
  });
  if (response.statusCode !== 200) throw new Error(`member sign-in failed: ${response.body}`);
  return {
    sellerId,
    staffId: member!.id,
    email: member!.email,
    password,
    role,
    token: response.json().token as string,
  };
}
export type SignedInMember = Awaited<ReturnType<typeof createSignedInMember>>;
