import { eq } from 'drizzle-orm';
import { MAX_PRODUCT_IMAGES } from '@chapkhana/shared/console';
import type { Database } from '../../db/client';
import { products } from '../../db/schema/index';
import { badRequest, conflict } from '../../lib/http-errors';
import { removeStoredImage, storeImage } from '../../lib/uploads';
import { lockOwnProduct } from './products';

const tooMany = (has: number) =>
  `A product may have at most ${MAX_PRODUCT_IMAGES} pictures and this one has ${has}; remove some first.`;

/**
 * Adds pictures after the product's current ones. Each is decoded and stored first; the row
 * is then updated under its lock (the count checked again), and on any failure the new files
 * are removed, so nothing is left half-written.
 */
export async function addProductImages(
  db: Database,
  dataDir: string,
  sellerId: string,
  productId: string,
  files: Buffer[],
  now: Date,
): Promise<void> {
  if (files.length === 0) throw badRequest('Choose at least one picture to upload in "images".');
  const before = await db.transaction((tx) => lockOwnProduct(tx, sellerId, productId));
  if (before.images.length + files.length > MAX_PRODUCT_IMAGES) {
    throw conflict(tooMany(before.images.length));
  }
  const stored: string[] = [];
  try {
    // One at a time: each decode holds a whole bitmap in memory.
    for (const file of files) stored.push(await storeImage(file, 'product', dataDir));
    await db.transaction(async (tx) => {
      const product = await lockOwnProduct(tx, sellerId, productId);
      if (product.images.length + stored.length > MAX_PRODUCT_IMAGES) {
        throw conflict(tooMany(product.images.length));
      }
      await tx
        .update(products)
        .set({ images: [...product.images, ...stored], updatedAt: now })
        .where(eq(products.id, productId));
    });
  } catch (error) {
    await Promise.all(stored.map((base) => removeStoredImage(base, dataDir)));
    throw error;
  }
}

/** `…/name-800.webp` (as listed) or the base path itself → the base path. */
const toBase = (image: string) => image.trim().replace(/-\d+\.webp$/, '');

/**
 * Keeps the listed pictures in the listed order (the first is the cover) and drops the rest.
 * Dropped files stay on disk: orders placed earlier show them.
 */
export async function arrangeProductImages(
  db: Database,
  sellerId: string,
  productId: string,
  images: string[],
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const product = await lockOwnProduct(tx, sellerId, productId);
    const wanted = images.map(toBase);
    for (const [index, base] of wanted.entries()) {
      if (!product.images.includes(base)) {
        throw badRequest(`images.${index} is not one of this product's pictures.`);
      }
      if (wanted.indexOf(base) !== index) throw badRequest(`images.${index} is listed twice.`);
    }
    await tx
      .update(products)
      .set({ images: wanted, updatedAt: now })
      .where(eq(products.id, productId));
  });
}
