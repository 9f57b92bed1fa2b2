import type {
  HomePageResponse,
  HomeProductsResponse,
  ProductDetailsResponse,
} from '@chapkhana/shared/catalogue';
import type { Database } from '../../db/client';
import { deliveryTermsOfSeller } from '../delivery/service';
import { notFound } from '../../lib/http-errors';
import {
  findProduct,
  listProducts,
  newestProductsOf,
  productsMissingSearchText,
  setSearchText,
} from './product-repository';
import { requireRate } from '../currency/service';
import { listBanners, listCategories } from './repository';
import { productSearchText } from './search';

/** How many products the home carousels and lists show. */
export const HOME_LIST_SIZE = 12;
const STACKED_LIST_SIZE = 9;

/** The original's stacked carousels show groups of three. */
export function inGroupsOfThree<T>(items: T[]): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += 3) groups.push(items.slice(i, i + 3));
  return groups;
}

export async function homeProducts(db: Database): Promise<HomeProductsResponse> {
  const [newest, topRated, discounted] = await Promise.all([
    listProducts(db, 'newest', HOME_LIST_SIZE),
    listProducts(db, 'topRated', STACKED_LIST_SIZE),
    listProducts(db, 'mostDiscounted', STACKED_LIST_SIZE),
  ]);
  return {
    products: newest,
    latest_product: inGroupsOfThree(newest.slice(0, STACKED_LIST_SIZE)),
    topRated_product: inGroupsOfThree(topRated),
    discount_product: inGroupsOfThree(discounted),
  };
}

/** Everything the home page shows, in one response. */
export async function homePage(db: Database): Promise<HomePageResponse> {
  const [banners, categories, newProducts, discountProducts, currencyIQD] = await Promise.all([
    listBanners(db),
    listCategories(db),
    listProducts(db, 'newest', HOME_LIST_SIZE),
    listProducts(db, 'mostDiscounted', HOME_LIST_SIZE),
    requireRate(db),
  ]);
  return { banners, categories, newProducts, discountProducts, currencyIQD };
}

const RELATED_SIZE = 12;
const MORE_FROM_SELLER_SIZE = 3;

/** Reads a list many answers share once, as the read cache keeps it (plugins/cache.ts). */
export type KeepRead = <T>(key: string, read: () => Promise<T>) => Promise<T>;
const readEachTime: KeepRead = (_key, read) => read();

/**
 * A product with the newest others of its category and of its seller. Those lists are the same
 * for every product of the category (or seller) but the product itself, so they are read once,
 * one longer, and the product is left out here.
 */
export async function productDetails(
  db: Database,
  slugOrId: string,
  keep: KeepRead = readEachTime,
  /** SHIPPING_FEE_IQD: the delivery fee until an admin sets the table. */
  configuredDeliveryFee?: number,
): Promise<ProductDetailsResponse> {
  const product = await findProduct(db, slugOrId);
  if (!product) throw notFound('product_not_found');
  const others = async (by: 'category' | 'seller', id: string, size: number) =>
    (await keep(`newest-of-${by}:${id}:${size + 1}`, () => newestProductsOf(db, by, id, size + 1)))
      .filter((summary) => summary._id !== product._id)
      .slice(0, size);
  const [relatedProducts, moreProducts, delivery] = await Promise.all([
    others('category', product.categoryId, RELATED_SIZE),
    others('seller', product.sellerId, MORE_FROM_SELLER_SIZE),
    // The seller's fee to every governorate, so the page shows the reader's without another request.
    // Kept as the lists above are (their tables are the catalogue's: a write to them drops it), so
    // a seller's many product pages read their terms once, not in five queries each.
    configuredDeliveryFee === undefined
      ? undefined
      : keep(`delivery-terms-of-seller:${product.sellerId}`, () =>
          deliveryTermsOfSeller(db, product.sellerId, configuredDeliveryFee),
        ),
  ]);
  return { product, relatedProducts, moreProducts, ...(delivery ? { delivery } : {}) };
}

/** Gives products written without a search column (older rows, manual inserts) theirs; run at start-up. */
export async function backfillSearchText(db: Database): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await productsMissingSearchText(db, 500);
    if (rows.length === 0) return filled;
    for (const row of rows) await setSearchText(db, row.id, productSearchText(row) || ' ');
    filled += rows.length;
  }
}
