import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ShopSettingsInput } from '@chapkhana/shared/settings';
import type { Database } from '../../src/db/client';
import {
  categories,
  productColors,
  productProperties,
  products,
  sellers,
  staffUsers,
  subCategories,
} from '../../src/db/schema/index';
import { productSearchText } from '../../src/modules/catalogue/search';

const unique = () => randomUUID().slice(0, 8);

/** A seller with its staff sign-in. */
export async function insertSeller(
  db: Database,
  overrides: { shopNameEn?: string; active?: boolean } = {},
) {
  const tag = unique();
  const [staff] = await db
    .insert(staffUsers)
    .values({
      name: `Seller ${tag}`,
      email: `seller-${tag}@test.example`,
      phone: `+96475${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      passwordHash: 'not-a-real-hash',
      role: 'seller',
    })
    .returning();
  const [seller] = await db
    .insert(sellers)
    .values({
      staffUserId: staff!.id,
      shopNameEn: overrides.shopNameEn ?? `Shop ${tag}`,
      shopNameKu: `فرۆشگای ${tag}`,
      shopNameAr: `متجر ${tag}`,
      city: 'Erbil',
      active: overrides.active ?? true,
    })
    .returning();
  // Its account is the shop's owner (issue 39).
  await db
    .update(staffUsers)
    .set({ sellerId: seller!.id, sellerRole: 'owner' })
    .where(eq(staffUsers.id, staff!.id));
  return seller!;
}

export async function insertCategory(
  db: Database,
  overrides: Partial<typeof categories.$inferInsert> = {},
) {
  const tag = unique();
  const [category] = await db
    .insert(categories)
    .values({
      slug: `category-${tag}`,
      enName: `Category ${tag}`,
      kuName: `پۆل ${tag}`,
      arName: `فئة ${tag}`,
      image: `/uploads/categories/category-${tag}`,
      ...overrides,
    })
    .returning();
  return category!;
}

export async function insertSubCategory(
  db: Database,
  categoryId: string,
  overrides: Partial<typeof subCategories.$inferInsert> = {},
) {
  const tag = unique();
  const [sub] = await db
    .insert(subCategories)
    .values({
      categoryId,
      slug: `sub-${tag}`,
      enName: `Sub ${tag}`,
      kuName: `ژێرپۆل ${tag}`,
      arName: `فرعي ${tag}`,
      ...overrides,
    })
    .returning();
  return sub!;
}

/** A product with one colour (stock units) and one property, unless told otherwise. */
export async function insertProduct(
  db: Database,
  refs: { sellerId: string; categoryId: string; subCategoryId?: string },
  overrides: Partial<typeof products.$inferInsert> = {},
) {
  const tag = unique();
  const stock = overrides.stock ?? 10;
  const values = {
    ...refs,
    slug: `product-${tag}`,
    code: `T-${tag}`,
    enName: `Product ${tag}`,
    kuName: `بەرهەم ${tag}`,
    arName: `منتج ${tag}`,
    price: '10.00',
    stock,
    ...overrides,
  };
  const [product] = await db
    .insert(products)
    .values({ searchText: productSearchText(values), ...values })
    .returning();
  const [colour] = await db
    .insert(productColors)
    .values({
      productId: product!.id,
      hex: '#ffffff',
      enName: 'White',
      kuName: 'سپی',
      arName: 'أبيض',
      quantity: stock,
    })
    .returning();
  await db.insert(productProperties).values({ colorId: colour!.id, enName: 'A5', quantity: stock });
  return product!;
}

export interface ColourSpec {
  enName: string;
  hex: string;
  quantity: number;
  properties?: { name: string; quantity: number }[];
}

/** A product whose stock is the sum of the given colours, each with its properties. */
export async function insertProductWithColours(
  db: Database,
  refs: { sellerId: string; categoryId: string },
  colours: ColourSpec[],
  overrides: Partial<typeof products.$inferInsert> = {},
) {
  const tag = unique();
  const values = {
    ...refs,
    slug: `coloured-${tag}`,
    code: `C-${tag}`,
    enName: `Coloured ${tag}`,
    kuName: `ڕەنگاوڕەنگ ${tag}`,
    arName: `ملون ${tag}`,
    price: '10.00',
    stock: colours.reduce((sum, c) => sum + c.quantity, 0),
    ...overrides,
  };
  const [product] = await db
    .insert(products)
    .values({ searchText: productSearchText(values), ...values })
    .returning();
  for (const [position, spec] of colours.entries()) {
    const [colour] = await db
      .insert(productColors)
      .values({
        productId: product!.id,
        hex: spec.hex,
        enName: spec.enName,
        kuName: `${spec.enName} (ku)`,
        arName: `${spec.enName} (ar)`,
        quantity: spec.quantity,
        position,
      })
      .returning();
    for (const [index, property] of (spec.properties ?? []).entries()) {
      await db.insert(productProperties).values({
        colorId: colour!.id,
        enName: property.name,
        quantity: property.quantity,
        position: index,
      });
    }
  }
  return product!;
}

/** The admin's shop settings form with nothing filled in but `changes`. */
export const shopSettingsWith = (changes: Partial<ShopSettingsInput> = {}): ShopSettingsInput => ({
  whatsapp: '',
  phone: '',
  email: '',
  social: {},
  about: { kr: '', ar: '', en: '' },
  contact: { kr: '', ar: '', en: '' },
  ...changes,
});
