import type { AuditAction } from '@chapkhana/shared/audit';
import { MAX_PRODUCT_IMAGES } from '@chapkhana/shared/fields';
import { localisedName } from '@chapkhana/shared/languages';
import { cheapestPrintPiece } from '@chapkhana/shared/pricing';
import type { ProductPrint } from '@chapkhana/shared/print';
import {
  repeatedName,
  type ProductBody,
  type ProductQuickEditBody,
  type SellerProduct,
} from '@chapkhana/shared/products';
import type { Database } from '../../db/client';
import { violatedUniqueIndex } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { removeStoredImage, storeImage } from '../../lib/uploads';
import { insertAuditEvent } from '../audit/repository';
import { productSearchText } from '../catalogue/search';
import * as productsRepo from './repository';

/** One of the seller's products, complete; another seller's product is answered as missing (404). */
export async function findOwnProduct(
  db: Database,
  sellerId: string,
  productId: string,
): Promise<SellerProduct> {
  const product = await productsRepo.findOwnProductRow(db, sellerId, productId);
  if (!product) throw notFound('own_product_not_found');
  return { ...product, colors: await productsRepo.coloursOf(db, productId) };
}

/** Locks the seller's product row for the rest of the transaction; 404 when it is not theirs. */
export async function lockOwnProduct(tx: Database, sellerId: string, productId: string) {
  const row = await productsRepo.lockOwnProductRow(tx, sellerId, productId);
  if (!row) throw notFound('own_product_not_found');
  return row;
}

async function checkCategory(tx: Database, categoryId: string, subCategoryId: string | null) {
  if (!(await productsRepo.categoryExists(tx, categoryId))) throw badRequest('unknown_category');
  if (!subCategoryId) return;
  const subCategoryOf = await productsRepo.categoryOfSubCategory(tx, subCategoryId);
  if (!subCategoryOf) throw badRequest('unknown_sub_category');
  if (subCategoryOf !== categoryId) throw badRequest('sub_category_mismatch');
}

async function refuseTakenCode(tx: Database, code: string, exceptId?: string) {
  if (await productsRepo.codeTaken(tx, code, exceptId))
    throw conflict('product_code_taken', { code });
}

/**
 * Colours, and values within a colour, must have distinct names (the name a cart line picks them
 * by); the database no longer checks this, since a name may now be empty in any one language.
 */
function refuseRepeatedNames(body: ProductBody) {
  const colour = repeatedName(body.colors);
  if (colour) throw badRequest('repeated_colour_name', { name: colour });
  for (const c of body.colors) {
    const name = repeatedName(c.properties);
    if (name) throw badRequest('repeated_property_name', { colour: localisedName(c, 'en'), name });
  }
}

/**
 * The product's columns from the seller's form: stock is the colours' sum, search text is
 * derived; `print` is written only when the form sends it (absent keeps the product's).
 */
function productColumns(body: ProductBody) {
  const { colors, print, ...fields } = body;
  return {
    ...fields,
    ...(print === undefined ? {} : { print }),
    stock: colors.reduce((sum, colour) => sum + colour.quantity, 0),
    searchText: productSearchText(fields),
  };
}

/**
 * A print product's "from … a piece" figure as `print_price_from` keeps it: USD of its cheapest
 * tier and choice before the discount, exact (null when it is not printed to order).
 */
export function printPriceFromColumn(print: ProductPrint | null, price: string): string | null {
  return print ? cheapestPrintPiece(print, price).unitBase.toFixed() : null;
}

/**
 * Works the stored "from" figure out again from the row as written (its set-up and its price,
 * the unit price of a set-up without tiers): every write of either calls it, in its transaction.
 */
export async function keepPrintPriceFrom(tx: Database, productId: string): Promise<void> {
  const row = await productsRepo.priceAndPrintOf(tx, productId);
  if (!row) return;
  await productsRepo.setPrintPriceFrom(tx, productId, printPriceFromColumn(row.print, row.price));
}

/** Gives print products written before the figure was kept theirs; run at start-up. */
export async function backfillPrintPriceFrom(db: Database): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await productsRepo.printProductsMissingPriceFrom(db, 200);
    if (rows.length === 0) return filled;
    for (const row of rows) {
      await productsRepo.setPrintPriceFrom(db, row.id, printPriceFromColumn(row.print, row.price));
    }
    filled += rows.length;
  }
}

/**
 * Writes a change to one of the seller's products (or, `price.update`, to its price) into the
 * history with the member who made it (`by`, a staff user id), in the change's transaction.
 */
function recordProductChange(
  tx: Database,
  change: { sellerId: string; by: string; productId: string; now: Date },
  action: Extract<AuditAction, `product.${string}`> | 'price.update',
  details?: Record<string, string>,
) {
  return insertAuditEvent(tx, {
    actor: { kind: 'staff', id: change.by },
    subject: action === 'price.update' ? 'price' : 'product',
    subjectId: change.productId,
    sellerId: change.sellerId,
    action,
    details,
    at: change.now,
  });
}

/** Records the product's price moving from `from` to `to`, when it did move. */
async function recordPriceChange(
  tx: Database,
  change: { sellerId: string; by: string; productId: string; now: Date },
  from: string | undefined,
  to: string,
) {
  if (from !== undefined && Number(from) === Number(to)) return;
  await recordProductChange(tx, change, 'price.update', { from: from ?? '', to });
}

function codeConflict(error: unknown, code: string): unknown {
  return violatedUniqueIndex(error) === 'products_code_unique'
    ? conflict('product_code_taken', { code })
    : error;
}

/**
 * Makes a product once per creation key: a key the seller already used answers the product it
 * made (`created: false`), also when two requests with it meet (the second's insert hits the
 * key's unique index and finds the first's product); without a key every call makes one.
 */
async function makeOncePerKey(
  db: Database,
  sellerId: string,
  creationKey: string | null,
  make: () => Promise<string>,
  failure: (error: unknown) => unknown = (error) => error,
): Promise<{ id: string; created: boolean }> {
  const made = async () =>
    creationKey ? productsRepo.findCreatedWithKey(db, sellerId, creationKey) : undefined;
  const earlier = await made();
  if (earlier) return { id: earlier, created: false };
  try {
    return { id: await make(), created: true };
  } catch (error) {
    const first = await made();
    if (first) return { id: first, created: false };
    throw failure(error);
  }
}

/**
 * A new product with its colours and properties, in one transaction. It starts as a draft, off
 * the storefront, until the seller publishes it with its pictures. A creation sent again with
 * the same `creationKey` (a retry after a lost answer, a second tap on Save) answers the product
 * the first one made instead of making a second; `created` says which it was.
 */
export async function createProduct(
  db: Database,
  sellerId: string,
  by: string,
  body: ProductBody,
  now: Date,
  creationKey?: string,
): Promise<{ id: string; created: boolean }> {
  return makeOncePerKey(
    db,
    sellerId,
    creationKey ?? null,
    async () => {
      refuseRepeatedNames(body);
      return db.transaction(async (tx) => {
        await checkCategory(tx, body.categoryId, body.subCategoryId);
        await refuseTakenCode(tx, body.code);
        const inserted = await productsRepo.insertProduct(tx, sellerId, {
          ...productColumns(body),
          published: false,
          creationKey: creationKey ?? null,
          createdAt: now,
          updatedAt: now,
        });
        await productsRepo.replaceColours(tx, inserted, body.colors);
        await keepPrintPriceFrom(tx, inserted);
        await recordProductChange(
          tx,
          { sellerId, by, productId: inserted, now },
          'product.create',
          {
            code: body.code,
          },
        );
        return inserted;
      });
    },
    (error) => codeConflict(error, body.code),
  );
}

/**
 * Puts the product on the storefront or takes it off. Publishing needs a picture: customers
 * never see a product without one (the seller's pictures are added after it is created).
 */
export async function setProductPublished(
  db: Database,
  sellerId: string,
  by: string,
  productId: string,
  published: boolean,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const product = await lockOwnProduct(tx, sellerId, productId);
    if (published && product.images.length === 0) throw conflict('product_needs_picture');
    await productsRepo.updateProductRow(tx, productId, { published, updatedAt: now });
    await recordProductChange(tx, { sellerId, by, productId, now }, 'product.publish', {
      published: String(published),
    });
  });
}

/** The code of a copy: the original's with " copy" (then a number) until no product has it. */
async function freeCopyCode(tx: Database, code: string): Promise<string> {
  for (let attempt = 1; attempt < 100; attempt += 1) {
    const suffix = attempt === 1 ? '-copy' : `-copy-${attempt}`;
    const candidate = `${code.slice(0, 60 - suffix.length)}${suffix}`;
    if (!(await productsRepo.codeTaken(tx, candidate))) return candidate;
  }
  throw conflict('product_code_taken', { code: `${code}-copy` });
}

/**
 * A draft copy of one of the seller's products (names, prices, print set-up, colours and
 * pictures) under a free code, for a similar product made from it; answers its id and whether
 * it was made now. A copy sent again with the same `copyKey` (a double click, a retry after a
 * lost answer) answers the copy the first one made; the key is kept as the copy's creation key,
 * named after the original so a key never answers another product's copy.
 */
export async function copyProduct(
  db: Database,
  sellerId: string,
  by: string,
  productId: string,
  now: Date,
  copyKey?: string,
): Promise<{ id: string; created: boolean }> {
  const original = await findOwnProduct(db, sellerId, productId);
  const creationKey = copyKey ? `copy:${productId}:${copyKey}` : null;
  return makeOncePerKey(db, sellerId, creationKey, () =>
    db.transaction(async (tx) => {
      // Copies of one product take turns, so two at once pick two free codes.
      await lockOwnProduct(tx, sellerId, productId);
      const columns = await productsRepo.productRowToCopy(tx, productId);
      if (!columns) throw notFound('own_product_not_found');
      const code = await freeCopyCode(tx, columns.code);
      const inserted = await productsRepo.insertProduct(tx, sellerId, {
        ...columns,
        code,
        searchText: productSearchText({ ...columns, code }),
        published: false,
        creationKey,
        createdAt: now,
        updatedAt: now,
      });
      await productsRepo.replaceColours(tx, inserted, original.colors);
      await keepPrintPriceFrom(tx, inserted);
      await recordProductChange(tx, { sellerId, by, productId: inserted, now }, 'product.copy', {
        from: productId,
      });
      return inserted;
    }),
  );
}

/**
 * Price and stock changed from the list. Stock is set only on a product with one colour and no
 * sizes or packs, whose stock is that colour's; any other keeps stock per colour (409).
 */
export async function quickEditProduct(
  db: Database,
  sellerId: string,
  by: string,
  productId: string,
  body: ProductQuickEditBody,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwnProduct(tx, sellerId, productId);
    if (body.stock !== undefined) {
      const colours = await productsRepo.coloursOf(tx, productId);
      const [only] = colours;
      if (colours.length !== 1 || !only || only.properties.length > 0) {
        throw conflict('stock_kept_per_colour');
      }
      await productsRepo.replaceColours(tx, productId, [{ ...only, quantity: body.stock }]);
    }
    const change = { sellerId, by, productId, now };
    if (body.price !== undefined) {
      const before = await productsRepo.priceAndPrintOf(tx, productId);
      await recordPriceChange(tx, change, before?.price, body.price);
    }
    if (body.stock !== undefined) {
      await recordProductChange(tx, change, 'product.update', { stock: String(body.stock) });
    }
    await productsRepo.updateProductRow(tx, productId, {
      ...(body.price === undefined ? {} : { price: body.price }),
      ...(body.stock === undefined ? {} : { stock: body.stock }),
      updatedAt: now,
    });
    await keepPrintPriceFrom(tx, productId);
  });
}

/**
 * Replaces everything about the product but its pictures (and its slug, which stays so shared
 * links keep working), in one transaction.
 */
export async function updateProduct(
  db: Database,
  sellerId: string,
  by: string,
  productId: string,
  body: ProductBody,
  now: Date,
): Promise<void> {
  refuseRepeatedNames(body);
  try {
    await db.transaction(async (tx) => {
      await lockOwnProduct(tx, sellerId, productId);
      await checkCategory(tx, body.categoryId, body.subCategoryId);
      await refuseTakenCode(tx, body.code, productId);
      const change = { sellerId, by, productId, now };
      const before = await productsRepo.priceAndPrintOf(tx, productId);
      await recordProductChange(tx, change, 'product.update', { code: body.code });
      await recordPriceChange(tx, change, before?.price, body.price);
      await productsRepo.updateProductRow(tx, productId, {
        ...productColumns(body),
        updatedAt: now,
      });
      await productsRepo.replaceColours(tx, productId, body.colors);
      await keepPrintPriceFrom(tx, productId);
    });
  } catch (error) {
    throw codeConflict(error, body.code);
  }
}

/**
 * Deletes the product (its colours, carts' and wishlists' lines and reviews go with it; orders
 * keep their snapshot). Refused while an order that is still under way contains it, so the
 * seller cannot pull a product out from under a delivery.
 */
export async function deleteProduct(
  db: Database,
  sellerId: string,
  by: string,
  productId: string,
  now: Date,
) {
  await db.transaction(async (tx) => {
    await lockOwnProduct(tx, sellerId, productId);
    if (await productsRepo.inOpenOrder(tx, productId)) {
      throw conflict('product_in_open_order');
    }
    await recordProductChange(tx, { sellerId, by, productId, now }, 'product.delete');
    await productsRepo.deleteProductRow(tx, productId);
  });
}

// --- Pictures ---------------------------------------------------------------------------------

const tooMany = (has: number) =>
  conflict('too_many_product_pictures', { max: MAX_PRODUCT_IMAGES, count: has });

/**
 * Adds pictures after the product's current ones. Each is decoded and stored first; the row
 * is then updated under its lock (the count checked again), and on any failure the new files
 * are removed, so nothing is left half-written.
 */
export async function addProductImages(
  db: Database,
  dataDir: string,
  sellerId: string,
  by: string,
  productId: string,
  files: Buffer[],
  now: Date,
): Promise<void> {
  if (files.length === 0) throw badRequest('pictures_required', { field: 'images' });
  const before = await db.transaction((tx) => lockOwnProduct(tx, sellerId, productId));
  if (before.images.length + files.length > MAX_PRODUCT_IMAGES) {
    throw tooMany(before.images.length);
  }
  const stored: string[] = [];
  try {
    // One at a time: each decode holds a whole bitmap in memory.
    for (const file of files) stored.push(await storeImage(file, 'product', dataDir));
    await db.transaction(async (tx) => {
      const product = await lockOwnProduct(tx, sellerId, productId);
      if (product.images.length + stored.length > MAX_PRODUCT_IMAGES) {
        throw tooMany(product.images.length);
      }
      await productsRepo.updateProductRow(tx, productId, {
        images: [...product.images, ...stored],
        updatedAt: now,
      });
      await recordProductChange(tx, { sellerId, by, productId, now }, 'product.images', {
        added: String(stored.length),
      });
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
  by: string,
  productId: string,
  images: string[],
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const product = await lockOwnProduct(tx, sellerId, productId);
    const wanted = images.map(toBase);
    for (const [index, base] of wanted.entries()) {
      if (!product.images.includes(base)) {
        throw badRequest('picture_not_of_product', { index });
      }
      if (wanted.indexOf(base) !== index) throw badRequest('picture_listed_twice', { index });
    }
    await productsRepo.updateProductRow(tx, productId, { images: wanted, updatedAt: now });
    await recordProductChange(tx, { sellerId, by, productId, now }, 'product.images', {
      kept: String(wanted.length),
    });
  });
}
