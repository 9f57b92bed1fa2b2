// Listing constants and checks, free of zod so screens can use them without loading it.

/** Server page size of the listing (spec: parPage 12). */
export const LISTING_PAGE_SIZE = 12;

export const SORT_PRICE = ['low-to-high', 'high-to-low'] as const;
export type SortPrice = (typeof SORT_PRICE)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for an identifier of the shop's form (a UUID). */
export function isId(value: string): boolean {
  return UUID.test(value);
}
