import path from 'node:path';
import { parseArgs } from 'node:util';
import { like } from 'drizzle-orm';
import { loadConfig } from '../../config/config';
import { productSearchText } from '../../modules/catalogue/search';
import { openDatabase, type Database } from '../client';
import {
  categories,
  productColors,
  productProperties,
  products,
  sellers,
  subCategories,
} from '../schema/index';
import { demoProducts } from './demo-catalogue';
import { isCatalogueEmpty, seedDemoCatalogue } from './seed';

/**
 * `npm run seed:bench -- --products 100000`: adds a synthetic catalogue of that size (on top of
 * the demo one) for benchmarks, in batched inserts. Re-running replaces the earlier synthetic rows.
 */
const BATCH = 1000;

/** A small deterministic generator, so two runs build the same catalogue. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

async function addSyntheticProducts(db: Database, total: number) {
  const [sellerRows, categoryRows, subRows] = await Promise.all([
    db.select({ id: sellers.id }).from(sellers),
    db.select({ id: categories.id, slug: categories.slug }).from(categories),
    db.select({ id: subCategories.id, categoryId: subCategories.categoryId }).from(subCategories),
  ]);
  const templates = await db
    .select({ slug: products.slug, images: products.images, categoryId: products.categoryId })
    .from(products);
  const templatesOf = new Map<string, typeof templates>();
  for (const template of templates) {
    templatesOf.set(template.categoryId, [
      ...(templatesOf.get(template.categoryId) ?? []),
      template,
    ]);
  }
  const next = random(42);
  const pick = <T>(items: T[]): T => items[Math.floor(next() * items.length)] as T;
  const started = Date.now();
  for (let offset = 0; offset < total; offset += BATCH) {
    const size = Math.min(BATCH, total - offset);
    const rows = Array.from({ length: size }, (_, k) => {
      const n = offset + k;
      const template = pick(demoProducts);
      const category = pick(categoryRows);
      const sub = pick(subRows.filter((s) => s.categoryId === category.id));
      const names = {
        enName: `${template.name.en} ${n}`,
        kuName: `${template.name.ku} ${n}`,
        arName: `${template.name.ar} ${n}`,
        code: `BN-${String(n).padStart(6, '0')}`,
      };
      const stock = Math.floor(next() * 200);
      return {
        sellerId: pick(sellerRows).id,
        categoryId: category.id,
        subCategoryId: sub?.id ?? null,
        slug: `bench-${n}`,
        ...names,
        enDescription: template.description.en,
        kuDescription: template.description.ku,
        arDescription: template.description.ar,
        price: (0.2 + next() * 80).toFixed(2),
        discount: next() < 0.3 ? 5 * Math.ceil(next() * 8) : 0,
        rating: (Math.round(next() * 50) / 10).toFixed(1),
        stock,
        // A product of the same category lends its pictures, so listings look like the category.
        images: pick(templatesOf.get(category.id) ?? templates).images,
        searchText: productSearchText(names),
        createdAt: new Date(started - n * 60_000),
      };
    });
    const inserted = await db
      .insert(products)
      .values(rows)
      .returning({ id: products.id, stock: products.stock });
    const colours = await db
      .insert(productColors)
      .values(
        inserted.map((p) => ({
          productId: p.id,
          hex: '#1f2937',
          enName: 'Black',
          kuName: 'ڕەش',
          arName: 'أسود',
          quantity: p.stock,
        })),
      )
      .returning({ id: productColors.id, quantity: productColors.quantity });
    await db
      .insert(productProperties)
      .values(colours.map((c) => ({ colorId: c.id, enName: 'Standard', quantity: c.quantity })));
    if ((offset / BATCH) % 10 === 9) console.log(`  ${offset + size} products…`);
  }
}

async function main() {
  const { values } = parseArgs({ options: { products: { type: 'string', default: '100000' } } });
  const total = Number(values.products);
  if (!Number.isInteger(total) || total < 1 || total > 5_000_000) {
    throw new Error('--products must be a whole number from 1 to 5000000.');
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    await database.migrate();
    if (await isCatalogueEmpty(database.db))
      await seedDemoCatalogue(database.db, path.join(config.dataDir, 'uploads'));
    await database.db.delete(products).where(like(products.slug, 'bench-%'));
    const started = Date.now();
    await addSyntheticProducts(database.db, total);
    await database.db.execute('ANALYZE');
    console.log(
      `Added ${total} synthetic products in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
