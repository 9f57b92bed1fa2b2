import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  banners,
  cardTemplates,
  categories,
  currencyRates,
  productColors,
  productProperties,
  products,
  sellers,
  staffUsers,
  subCategories,
} from '../src/db/schema/index';
import {
  clearShopData,
  insertDemoCatalogue,
  isCatalogueEmpty,
  seedDemoCatalogue,
} from '../src/db/seed/seed';
import { checkShopSettings, shopSettingsInputSchema } from '@chapkhana/shared/settings';
import { selectRows } from '../src/db/client';
import { readShopSettings } from '../src/modules/settings/repository';
import { createTestDatabase, type TestDatabase } from './helpers/test-app';

let database: TestDatabase;
let uploadsDir: string;
const db = () => database.handle.db;

beforeAll(async () => {
  database = await createTestDatabase();
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'chapkhana-seed-'));
  expect(await isCatalogueEmpty(db())).toBe(true);
  await seedDemoCatalogue(db(), uploadsDir);
}, 180_000);
afterAll(async () => {
  await database.dispose();
  await rm(uploadsDir, { recursive: true, force: true });
});

describe('demo catalogue', () => {
  it('fills the catalogue the issue asks for', async () => {
    const [row] = await selectRows<Record<string, number>>(
      db(),
      sql`
      select
        (select count(*)::int from ${categories}) as categories,
        (select count(*)::int from ${subCategories}) as sub_categories,
        (select count(*)::int from ${products}) as products,
        (select count(*)::int from ${sellers}) as sellers,
        (select count(*)::int from ${staffUsers} where role = 'seller' and seller_role = 'owner') as seller_owners,
        (select count(*)::int from ${staffUsers} where role = 'seller' and seller_role <> 'owner') as seller_staff,
        (select count(distinct (seller_id, seller_role))::int from ${staffUsers} where role = 'seller') as shop_roles,
        (select count(*)::int from ${staffUsers} where role = 'admin') as admins,
        (select count(*)::int from ${banners}) as banners,
        (select count(*)::int from ${products} where discount > 0) as discounted,
        (select count(*)::int from ${products} where stock = 0) as sold_out,
        (select count(*)::int from ${productColors} where quantity = 0) as empty_colours,
        (select count(*)::int from ${productProperties}) as properties`,
    );
    expect(row!.categories).toBeGreaterThanOrEqual(10);
    expect(row!.products).toBeGreaterThanOrEqual(80);
    expect(row!.sellers).toBe(3);
    // Each print house: its owner, and a designer, a production worker and a dispatcher (issue 39).
    expect(row!.seller_owners).toBe(3);
    expect(row!.seller_staff).toBe(9);
    expect(row!.shop_roles).toBe(12);
    expect(row!.admins).toBe(1);
    expect(row!.banners).toBeGreaterThanOrEqual(4);
    expect(row!.discounted).toBeGreaterThan(0);
    expect(row!.sold_out).toBeGreaterThan(0);
    expect(row!.empty_colours).toBeGreaterThan(0);
    expect(row!.properties).toBeGreaterThan(0);
  });

  it('publishes card templates on the business cards (two) and the flyers (one), by their own print houses', async () => {
    const rows = await selectRows<{ slug: string; templates: number; own: boolean }>(
      db(),
      sql`select p.slug, count(t.id)::int as templates, bool_and(t.seller_id = p.seller_id) as own
        from ${cardTemplates} t join ${products} p on p.id = t.product_id
        where t.published group by p.slug order by p.slug`,
    );
    expect(rows).toEqual([
      { slug: 'custom-business-cards', templates: 2, own: true },
      { slug: 'custom-flyers-a5-a4', templates: 1, own: true },
    ]);
  });

  it('gives every category 2–5 sub-categories', async () => {
    const result = await selectRows<{ n: number }>(
      db(),
      sql`select count(s.id)::int as n from ${categories} c left join ${subCategories} s on s.category_id = c.id group by c.id`,
    );
    for (const { n } of result) {
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(5);
    }
  });

  it('has discounts within 0–40 % and stock equal to the colours’ quantities', async () => {
    const result = await selectRows<{
      slug: string;
      discount: number;
      stock: number;
      colours: number;
    }>(
      db(),
      sql`
      select p.slug, p.discount, p.stock, coalesce(sum(c.quantity), 0)::int as colours
      from ${products} p left join ${productColors} c on c.product_id = p.id group by p.id`,
    );
    for (const product of result) {
      expect(product.discount).toBeGreaterThanOrEqual(0);
      expect(product.discount).toBeLessThanOrEqual(40);
      expect(product.stock, product.slug).toBe(product.colours);
    }
  });

  it('names everything in Kurdish (Arabic script), Arabic and English', async () => {
    const rows = await db().select().from(products);
    // One product is written only in Kurdish, to show the other languages' fallback.
    const kurdishOnly = rows.filter((p) => !p.enName && !p.arName);
    expect(kurdishOnly.map((p) => p.slug)).toEqual(['three-panel-canvas-set']);
    expect(kurdishOnly[0]!.kuName).toMatch(/[\u0600-\u06ff]/);
    for (const product of rows.filter((p) => !kurdishOnly.includes(p))) {
      expect(product.kuName).toMatch(/[\u0600-\u06ff]/);
      expect(product.arName).toMatch(/[\u0600-\u06ff]/);
      expect(product.enName).toMatch(/[A-Za-z]/);
      expect(product.enName).not.toMatch(/[\u0600-\u06ff]/);
      expect(product.kuDescription.length).toBeGreaterThan(10);
      expect(product.arDescription.length).toBeGreaterThan(10);
      expect(product.enDescription.length).toBeGreaterThan(10);
    }
  });

  it('says bleed as the shop does everywhere: زیادە in Kurdish, نزف in Arabic', async () => {
    const rows = await db().select().from(products);
    const printed = rows.filter((p) => /bleed/i.test(p.enDescription));
    expect(printed.length).toBeGreaterThan(0);
    for (const product of printed) {
      expect(product.kuDescription).toContain('زیادە');
      expect(product.kuDescription).not.toContain('بلید');
      expect(product.arDescription).toContain('نزف');
    }
  });

  it('names property values in the three languages ("100 pcs" is "١٠٠ دانە" and "١٠٠ قطعة")', async () => {
    const values = await db().select().from(productProperties);
    const pcs = values.find((v) => v.enName === '100 pcs');
    expect(pcs).toMatchObject({ kuName: '١٠٠ دانە', arName: '١٠٠ قطعة' });
    expect(values.find((v) => v.enName === '3-4 Y')).toMatchObject({
      kuName: '٣-٤ ساڵ',
      arName: '٣-٤ سنوات',
    });
    for (const value of values) {
      expect(value.kuName, value.enName).not.toBe('');
      expect(value.arName, value.enName).not.toBe('');
    }
  });

  it('writes every image the rows point at, in each width', async () => {
    const rows = await db().select({ images: products.images }).from(products);
    for (const { images } of rows) {
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) {
        for (const width of [200, 400, 800]) {
          expect(
            existsSync(path.join(uploadsDir, `${image.replace('/uploads/', '')}-${width}.webp`)),
          ).toBe(true);
        }
      }
    }
    const categoryRows = await db().select({ image: categories.image }).from(categories);
    for (const { image } of categoryRows) {
      expect(existsSync(path.join(uploadsDir, `${image.replace('/uploads/', '')}-400.webp`))).toBe(
        true,
      );
    }
  });

  it('backs every rating shown with reviews that average to it', async () => {
    const result = await selectRows<{
      slug: string;
      rating: string;
      average: string | null;
      count: number;
    }>(
      db(),
      sql`select p.slug, p.rating::text as rating, round(avg(r.rating)::numeric, 1)::text as average, count(r.id)::int as count
          from ${products} p left join reviews r on r.product_id = p.id group by p.id`,
    );
    expect(result.some((row) => row.count > 0)).toBe(true);
    for (const row of result) {
      if (row.count === 0) expect(Number(row.rating), row.slug).toBe(0);
      else expect(Number(row.rating), row.slug).toBe(Number(row.average));
    }
  });

  it('sets a rate of about 1310 IQD per USD', async () => {
    const [rate] = await db().select().from(currencyRates);
    expect(Number(rate!.iqdPerUnit)).toBe(1310);
  });

  it('fills the shop’s settings with contacts and About/Contact in the three languages', async () => {
    const settings = await readShopSettings(db());
    expect(settings.whatsapp).toMatch(/^\+9647\d{9}$/);
    expect(Object.keys(settings.social).length).toBeGreaterThan(0);
    for (const page of [settings.about, settings.contact]) {
      expect(page.kr).toMatch(/[ێۆڕڵە]/);
      expect(page.ar).toMatch(/[\u0600-\u06FF]/);
      expect(page.en).toMatch(/[a-z]/);
    }
    // What the seed wrote is what an admin could have saved.
    const checked = checkShopSettings(shopSettingsInputSchema.parse(settings));
    expect(checked.ok).toBe(true);
  });

  it('can be rebuilt from scratch (npm run seed)', async () => {
    await clearShopData(db());
    expect(await isCatalogueEmpty(db())).toBe(true);
    await insertDemoCatalogue(db());
    expect(await isCatalogueEmpty(db())).toBe(false);
    expect((await readShopSettings(db())).about.kr).not.toBe('');
  });
});
