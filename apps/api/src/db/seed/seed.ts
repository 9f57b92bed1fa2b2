import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { cardTemplateSchema } from '@chapkhana/shared/card-templates';
import {
  banners,
  cardTemplates,
  categories,
  customers,
  reviews,
  currencyRates,
  productColors,
  productProperties,
  products,
  sellers,
  holidays,
  sellerDelivery,
  staffUsers,
  subCategories,
} from '../schema/index';
import { API_ROOT } from '../../config/config';
import { hashPassword } from '../../lib/passwords';
import { productSearchText } from '../../modules/catalogue/search';
import { printPriceFromColumn } from '../../modules/products/service';
import { writeShopSettings } from '../../modules/settings/repository';
import {
  demoBanners,
  demoCategories,
  demoProducts,
  demoSellers,
  demoShopStaff,
} from './demo-catalogue';
import type { DemoIcon } from './demo-types';
import { DEMO_CUT_OFFS, demoHolidays } from './demo-calendar';
import { demoCardTemplates } from './demo-card-templates';
import { demoShopSettings } from './demo-settings';
import { demoReviewers, demoReviewsFor } from './demo-reviews';
import {
  BANNER_IMAGE_WIDTHS,
  bannerSvg,
  CATEGORY_IMAGE_WIDTHS,
  categorySvg,
  PRODUCT_IMAGE_WIDTHS,
  productSvg,
  writeWebpVariants,
} from './images';

/** Password of every demo staff account; printed at start-up in demo mode, never used in production. */
export const DEMO_STAFF_PASSWORD = 'chapkhana-demo';
export const DEMO_ADMIN_EMAIL = 'admin@chapkhana.example';
export const DEMO_CURRENCY_RATE = '1310';
/** Gallery views drawn per demo product. */
const PRODUCT_VIEWS = 2;

/** Looks an id up by its demo key; a miss is a mistake in the demo data, so it stops the seed. */
function idOf(ids: Map<string, string>, key: string, what: string): string {
  const value = ids.get(key);
  if (!value) throw new Error(`Demo data refers to an unknown ${what} "${key}".`);
  return value;
}

/** True when the catalogue holds nothing yet (first start). */
export async function isCatalogueEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(categories);
  return (row?.count ?? 0) === 0;
}

/**
 * Rendering the ~600 demo images takes tens of seconds; they depend only on their SVG, so
 * they are kept in node_modules/.cache keyed by the SVG's hash and copied on later seeds
 * (a second start, `npm run seed`, each end-to-end server).
 */
const imageCacheDir = path.join(API_ROOT, 'node_modules', '.cache', 'chapkhana-demo-images');

async function writeCachedWebpVariants(
  svg: string,
  dir: string,
  baseName: string,
  widths: readonly number[],
) {
  const key = createHash('sha256').update(svg).update(widths.join(',')).digest('hex').slice(0, 32);
  const cached = path.join(imageCacheDir, key);
  const present = await readdir(cached).catch(() => [] as string[]);
  if (present.length !== widths.length) await writeWebpVariants(svg, cached, 'image', widths);
  await mkdir(dir, { recursive: true });
  await Promise.all(
    widths.map((width) =>
      copyFile(
        path.join(cached, `image-${width}.webp`),
        path.join(dir, `${baseName}-${width}.webp`),
      ),
    ),
  );
}

/** Draws every demo image into `uploadsDir` (deterministic, so re-running rewrites the same files). */
export async function renderDemoImages(uploadsDir: string): Promise<void> {
  const iconOf = new Map<string, DemoIcon>(demoCategories.map((c) => [c.slug, c.icon]));
  const jobs: (() => Promise<unknown>)[] = [];
  for (const category of demoCategories) {
    jobs.push(() =>
      writeCachedWebpVariants(
        categorySvg(category.icon, category.slug),
        path.join(uploadsDir, 'categories'),
        category.slug,
        CATEGORY_IMAGE_WIDTHS,
      ),
    );
  }
  for (const product of demoProducts) {
    const icon = iconOf.get(product.category) ?? 'box';
    for (let view = 0; view < PRODUCT_VIEWS; view++) {
      jobs.push(() =>
        writeCachedWebpVariants(
          productSvg(icon, product.slug, view),
          path.join(uploadsDir, 'products'),
          `${product.slug}-${view + 1}`,
          PRODUCT_IMAGE_WIDTHS,
        ),
      );
    }
  }
  demoBanners.forEach((banner, index) => {
    const icon = iconOf.get(banner.category) ?? 'poster';
    jobs.push(() =>
      writeCachedWebpVariants(
        bannerSvg(icon, `banner-${index}`),
        path.join(uploadsDir, 'banners'),
        `banner-${index + 1}`,
        BANNER_IMAGE_WIDTHS,
      ),
    );
  });
  // A few at a time: sharp already uses the cores, and this keeps memory flat.
  for (let i = 0; i < jobs.length; i += 4) {
    await Promise.all(jobs.slice(i, i + 4).map((job) => job()));
  }
}

/**
 * Inserts the demo catalogue (sellers with their staff sign-ins, an admin, categories,
 * products with colours and properties, banners, the currency rate) in one transaction.
 */
export async function insertDemoCatalogue(db: Database): Promise<void> {
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  const now = Date.now();
  await db.transaction(async (tx) => {
    await tx.insert(staffUsers).values({
      name: 'Chapkhana Admin',
      email: DEMO_ADMIN_EMAIL,
      phone: '+9647500000001',
      passwordHash,
      role: 'admin',
    });
    const sellerIds = new Map<string, string>();
    for (const seller of demoSellers) {
      const [staff] = await tx
        .insert(staffUsers)
        .values({
          name: seller.ownerName,
          email: seller.email,
          phone: seller.phone,
          passwordHash,
          role: 'seller',
        })
        .returning({ id: staffUsers.id });
      if (!staff) throw new Error('Inserting a demo staff user returned no row.');
      const [row] = await tx
        .insert(sellers)
        .values({
          staffUserId: staff.id,
          shopNameEn: seller.shopName.en,
          shopNameKu: seller.shopName.ku,
          shopNameAr: seller.shopName.ar,
          city: seller.city.en,
        })
        .returning({ id: sellers.id });
      if (!row) throw new Error('Inserting a demo seller returned no row.');
      sellerIds.set(seller.key, row.id);
      await tx
        .update(staffUsers)
        .set({ sellerId: row.id, sellerRole: 'owner' })
        .where(eq(staffUsers.id, staff.id));
      // Its designer, production and dispatcher (README lists their sign-ins).
      await tx.insert(staffUsers).values(
        demoShopStaff(seller).map((member) => ({
          ...member,
          passwordHash,
          role: 'seller' as const,
          sellerId: row.id,
        })),
      );
    }

    const categoryRows = await tx
      .insert(categories)
      .values(
        demoCategories.map((c, position) => ({
          slug: c.slug,
          enName: c.name.en,
          kuName: c.name.ku,
          arName: c.name.ar,
          image: `/uploads/categories/${c.slug}`,
          position,
        })),
      )
      .returning({ id: categories.id, slug: categories.slug });
    const categoryIds = new Map(categoryRows.map((r) => [r.slug, r.id]));

    const subRows = await tx
      .insert(subCategories)
      .values(
        demoCategories.flatMap((c) =>
          c.subCategories.map((s, position) => ({
            categoryId: idOf(categoryIds, c.slug, 'category'),
            slug: s.slug,
            enName: s.name.en,
            kuName: s.name.ku,
            arName: s.name.ar,
            position,
          })),
        ),
      )
      .returning({ id: subCategories.id, slug: subCategories.slug });
    const subCategoryIds = new Map(subRows.map((r) => [r.slug, r.id]));

    // Newest first in the demo order: the first product is the most recent.
    const productRows = await tx
      .insert(products)
      .values(
        demoProducts.map((p, index) => ({
          sellerId: idOf(sellerIds, p.seller, 'seller'),
          categoryId: idOf(categoryIds, p.category, 'category'),
          subCategoryId: idOf(subCategoryIds, p.subCategory, 'sub-category'),
          slug: p.slug,
          code: p.code,
          enName: p.name.en,
          kuName: p.name.ku,
          arName: p.name.ar,
          enDescription: p.description.en,
          kuDescription: p.description.ku,
          arDescription: p.description.ar,
          price: p.price,
          discount: p.discount,
          print: p.print ?? null,
          printPriceFrom: printPriceFromColumn(p.print ?? null, p.price),
          rating: p.rating.toFixed(1),
          stock: p.stock,
          searchText: productSearchText({
            enName: p.name.en,
            kuName: p.name.ku,
            arName: p.name.ar,
            code: p.code,
          }),
          images: Array.from(
            { length: PRODUCT_VIEWS },
            (_, v) => `/uploads/products/${p.slug}-${v + 1}`,
          ),
          createdAt: new Date(now - index * 60 * 60 * 1000),
        })),
      )
      .returning({ id: products.id, slug: products.slug });
    const productIds = new Map(productRows.map((r) => [r.slug, r.id]));

    const colourValues = demoProducts.flatMap((p) =>
      p.colors.map((c, position) => ({
        productId: idOf(productIds, p.slug, 'product'),
        hex: c.hex,
        enName: c.name.en,
        kuName: c.name.ku,
        arName: c.name.ar,
        quantity: c.quantity,
        position,
      })),
    );
    const colourRows = await tx.insert(productColors).values(colourValues).returning({
      id: productColors.id,
      productId: productColors.productId,
      enName: productColors.enName,
    });
    const colourIds = new Map(colourRows.map((r) => [`${r.productId}/${r.enName}`, r.id]));

    const propertyValues = demoProducts.flatMap((p) =>
      p.colors.flatMap((c) =>
        c.properties.map((property, position) => ({
          colorId: idOf(colourIds, `${idOf(productIds, p.slug, 'product')}/${c.name.en}`, 'colour'),
          enName: property.name.en,
          kuName: property.name.ku,
          arName: property.name.ar,
          quantity: property.quantity,
          position,
        })),
      ),
    );
    if (propertyValues.length > 0) await tx.insert(productProperties).values(propertyValues);

    await tx.insert(banners).values(
      demoBanners.map((b, position) => ({
        link: b.link,
        image: `/uploads/banners/banner-${position + 1}`,
        position,
      })),
    );
    await tx.insert(currencyRates).values({ iqdPerUnit: DEMO_CURRENCY_RATE });
    await writeShopSettings(tx, demoShopSettings, null);
    await tx.insert(holidays).values(
      demoHolidays.map((h) => ({
        day: h.date,
        region: h.region,
        nameKu: h.kr,
        nameAr: h.ar,
        nameEn: h.en,
      })),
    );
    await tx.insert(sellerDelivery).values(
      [...sellerIds.values()].map((sellerId, index) => ({
        sellerId,
        cutOff: DEMO_CUT_OFFS[index % DEMO_CUT_OFFS.length] ?? '14:00',
      })),
    );
    await tx.insert(cardTemplates).values(
      demoCardTemplates.map((demo) => {
        const product = demoProducts.find((p) => p.slug === demo.product);
        return {
          sellerId: idOf(sellerIds, product?.seller ?? '', 'seller'),
          productId: idOf(productIds, demo.product, 'product'),
          name: demo.name,
          template: cardTemplateSchema.parse(demo.template),
          published: true,
        };
      }),
    );
    await insertDemoReviews(tx, productIds, passwordHash, now);
  });
}

/** Reviews from a few demo shoppers, so every rating shown is backed by reviews that add up to it. */
async function insertDemoReviews(
  db: Database,
  productIds: Map<string, string>,
  passwordHash: string,
  now: number,
) {
  const reviewerRows = await db
    .insert(customers)
    .values(demoReviewers.map((r) => ({ ...r, passwordHash, emailVerifiedAt: new Date(now) })))
    .returning({ id: customers.id, name: customers.name });
  const rows = demoProducts.flatMap((product, index) =>
    demoReviewsFor(product.rating, index).map((review, i) => {
      const reviewer = reviewerRows[(index + i) % reviewerRows.length];
      if (!reviewer) throw new Error('Demo reviewers were not inserted.');
      const at = new Date(now - (index * 7 + i) * 3_600_000);
      return {
        productId: idOf(productIds, product.slug, 'product'),
        customerId: reviewer.id,
        name: reviewer.name,
        rating: review.rating,
        review: review.review,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
  if (rows.length > 0) await db.insert(reviews).values(rows);
  // The rating a product shows is its reviews' average, as after any real review.
  await db.execute(sql`
    UPDATE products p SET rating = r.average
    FROM (SELECT product_id, round(avg(rating)::numeric, 1) AS average FROM reviews GROUP BY product_id) r
    WHERE r.product_id = p.id`);
}

/** Every table the demo catalogue and the shop's activity write, emptied for `npm run seed`. */
export async function clearShopData(db: Database): Promise<void> {
  await db.execute(sql`
    TRUNCATE TABLE chat_messages, chat_contacts, reviews, order_lines, seller_orders, orders,
      addresses, wishlist_items, cart_lines, product_properties, product_colors, products,
      banners, sub_categories, categories, currency_rates, sellers, staff_users, customers,
      email_verifications, holidays
    RESTART IDENTITY CASCADE`);
}

/** Renders the images, then inserts the rows: the catalogue never points at missing files. */
export async function seedDemoCatalogue(db: Database, uploadsDir: string): Promise<void> {
  await renderDemoImages(uploadsDir);
  await insertDemoCatalogue(db);
}
