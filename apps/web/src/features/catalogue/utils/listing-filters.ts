import { isId, SORT_PRICE, type SortPrice } from '@chapkhana/shared/listing';
import { normaliseDigits } from '@chapkhana/shared/text';
import type { PriceRangeArgs } from '@/features/catalogue/api/get-price-range';

/**
 * Every filter of the product listing, as read from the URL (docs/storefront.md §2: a listing can be shared
 * and reloaded). The URL is the only copy: components derive these from the search params
 * and write changes back through `serialiseListingFilters`.
 */
export interface ListingFilters {
  /** The category's English name (spec); on search, the one picked in the header. */
  category?: string;
  categoryId?: string;
  subCategoryId?: string;
  /** Rated at least this many stars, 1–5. */
  rating?: number;
  /** Bounds of the discounted price in the base currency (USD), two decimals at most. */
  lowPrice?: number;
  highPrice?: number;
  sortPrice?: SortPrice;
  /** 1-based; 1 is left out of the URL. */
  pageNumber: number;
  /** The search text (`value` in the URL, `searchValue` for the API). */
  value?: string;
}

/** The longest search text the API accepts (query-products `searchValue`). */
const MAX_TEXT = 200;
const PRICE = /^\d{1,9}(\.\d+)?$/;
const PAGE = /^[1-9]\d{0,5}$/;
const RATING = /^[1-5]$/;

function text(raw: string | null): string | undefined {
  const trimmed = raw?.trim();
  return trimmed && trimmed.length <= MAX_TEXT ? trimmed : undefined;
}

function id(raw: string | null): string | undefined {
  return raw && isId(raw.trim()) ? raw.trim() : undefined;
}

function digits(raw: string | null): string | undefined {
  return raw === null ? undefined : normaliseDigits(raw).trim();
}

function price(raw: string | null): number | undefined {
  const value = digits(raw);
  return value && PRICE.test(value) ? roundCents(Number(value)) : undefined;
}

/** Rounds a USD amount to cents, the precision the URL and the API carry. */
export function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}

function isSortPrice(value: string | null): value is SortPrice {
  return (SORT_PRICE as readonly (string | null)[]).includes(value);
}

/**
 * Reads the filters from a query string or URLSearchParams. Tolerant by design: the header
 * builds `?category=…&&value=…` (an empty pair that URLSearchParams skips), digits may be
 * Eastern Arabic, and anything invalid (a rating of 7, a page of 0, a malformed id, a low
 * price above the high one) is dropped instead of reaching the API as a 400.
 */
export function parseListingFilters(search: string | URLSearchParams): ListingFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const rating = digits(params.get('rating'));
  const page = digits(params.get('pageNumber'));
  const sortPrice = params.get('sortPrice');
  let lowPrice = price(params.get('lowPrice'));
  let highPrice = price(params.get('highPrice'));
  if (lowPrice !== undefined && highPrice !== undefined && lowPrice > highPrice) {
    lowPrice = undefined;
    highPrice = undefined;
  }
  const filters: ListingFilters = {
    category: text(params.get('category')),
    categoryId: id(params.get('categoryId')),
    subCategoryId: id(params.get('subCategoryId')),
    rating: rating && RATING.test(rating) ? Number(rating) : undefined,
    lowPrice,
    highPrice,
    sortPrice: isSortPrice(sortPrice) ? sortPrice : undefined,
    pageNumber: page && PAGE.test(page) ? Number(page) : 1,
    value: text(params.get('value')),
  };
  return dropUndefined(filters);
}

function dropUndefined(filters: ListingFilters): ListingFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined),
  ) as unknown as ListingFilters;
}

/** Writes the filters as URL search params in a fixed order, leaving out unset ones and page 1. */
export function serialiseListingFilters(filters: ListingFilters): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(key, String(value));
  };
  set('category', filters.category);
  set('categoryId', filters.categoryId);
  set('subCategoryId', filters.subCategoryId);
  set('value', filters.value);
  set('rating', filters.rating);
  set('lowPrice', filters.lowPrice);
  set('highPrice', filters.highPrice);
  set('sortPrice', filters.sortPrice);
  if (filters.pageNumber > 1) set('pageNumber', filters.pageNumber);
  return params;
}

/** A change to the filters; any change other than the page itself goes back to page 1. */
export type ListingFiltersPatch = { [K in keyof ListingFilters]?: ListingFilters[K] | undefined };

/** Applies a patch (an `undefined` value clears that filter) and resets the page unless paging. */
export function updateListingFilters(
  filters: ListingFilters,
  patch: ListingFiltersPatch,
): ListingFilters {
  const next = { ...filters, ...patch, pageNumber: patch.pageNumber ?? 1 };
  return dropUndefined(next);
}

/** GET /home/query-products parameters: only the set ones, as the spec asks. */
export type QueryProductsArgs = Partial<
  Record<
    | 'category'
    | 'categoryId'
    | 'subCategoryId'
    | 'rating'
    | 'lowPrice'
    | 'highPrice'
    | 'sortPrice'
    | 'pageNumber'
    | 'searchValue',
    string
  >
>;

/** The API query for the filters (`value` is sent as `searchValue`). */
export function toQueryProductsArgs(filters: ListingFilters): QueryProductsArgs {
  const args: QueryProductsArgs = {};
  if (filters.category) args.category = filters.category;
  if (filters.categoryId) args.categoryId = filters.categoryId;
  if (filters.subCategoryId) args.subCategoryId = filters.subCategoryId;
  if (filters.rating !== undefined) args.rating = String(filters.rating);
  if (filters.lowPrice !== undefined) args.lowPrice = filters.lowPrice.toFixed(2);
  if (filters.highPrice !== undefined) args.highPrice = filters.highPrice.toFixed(2);
  if (filters.sortPrice) args.sortPrice = filters.sortPrice;
  args.pageNumber = String(filters.pageNumber);
  if (filters.value) args.searchValue = filters.value;
  return args;
}

/** The price slider's bounds are those of the category or the search the filters name. */
export function toPriceRangeArgs(filters: ListingFilters): PriceRangeArgs {
  return {
    ...(filters.categoryId ? { categoryId: filters.categoryId } : {}),
    ...(filters.value ? { searchValue: filters.value } : {}),
  };
}
