/**
 * Sentences of the cart routes that the storefront matches exactly. Kept apart from the cart's
 * schemas so the product page can read them without loading zod and the phone metadata.
 */
export const NOTHING_SELECTED_MESSAGE =
  'Please select at least one item with a quantity greater than 0';
