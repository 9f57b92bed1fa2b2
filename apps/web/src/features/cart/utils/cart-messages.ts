import { NOTHING_SELECTED_MESSAGE } from '@chapkhana/shared/cart-messages';
import type { ParseKeys } from 'i18next';
import type { Message } from '@/lib/api-failure';

// The sentences of the cart and wishlist routes (apps/api/src/modules/{cart,wishlist}),
// mapped to keys. Names inside them (colours, options) are kept as the server wrote them.
const EXACT: Readonly<Record<string, ParseKeys>> = {
  [NOTHING_SELECTED_MESSAGE]: 'product.selectQuantity',
  'Added To Cart Successfully': 'cart.messages.added',
  'Quantity Updated': 'cart.messages.quantityUpdated',
  'Product Removed Successfully': 'cart.messages.removed',
  'This product does not exist or is no longer sold.': 'cart.messages.productGone',
  'This product is no longer sold.': 'cart.messages.productGone',
  'This item is not in your cart.': 'cart.messages.lineGone',
  'No more of this product is in stock.': 'cart.messages.noMoreStock',
  'The quantity cannot go below 1; remove the item instead.': 'cart.messages.minimumOne',
  'Change the options of this item on the product page to lower its quantity.':
    'cart.messages.changeOnProductPage',
  'A colour in your cart is no longer offered.': 'cart.messages.colourGone',
  'Added To Wishlist Successfully': 'wishlist.messages.added',
  'This product is already in your wishlist.': 'wishlist.messages.duplicate',
  'Removed From Wishlist': 'wishlist.messages.removed',
  'This product is not in your wishlist.': 'wishlist.messages.gone',
};

/** Sentences that carry names or numbers, with the keys and the values they fill in. */
const PATTERNS: readonly [RegExp, ParseKeys, readonly string[]][] = [
  [/^Only (\d+) of this product are in stock\.$/, 'cart.messages.onlyStock', ['count']],
  // "Only 3 of Navy Blue 100 pcs are in stock.": colour and option stay one name.
  [/^Only (\d+) of (.+) are in stock\.$/, 'cart.messages.onlyPropertyStock', ['count', 'item']],
  [/^Only (\d+) in (.+) are in stock\.$/, 'cart.messages.onlyColourStock', ['count', 'colour']],
  [
    /^The colour "(.+)" is not offered for this product\.$/,
    'cart.messages.colourNotOffered',
    ['colour'],
  ],
  [/^"(.+)" is not offered in (.+)\.$/, 'cart.messages.optionNotOffered', ['option', 'colour']],
  [
    /^An option of (.+) in your cart is no longer offered\.$/,
    'cart.messages.optionGone',
    ['colour'],
  ],
];

/** The translation of a cart or wishlist sentence of the API, or null when it is unknown. */
export function cartSentence(sentence: string): Message | null {
  const exact = EXACT[sentence];
  if (exact) return { key: exact };
  for (const [pattern, key, names] of PATTERNS) {
    const match = pattern.exec(sentence);
    if (!match) continue;
    const values: Record<string, string | number> = {};
    names.forEach((name, index) => {
      const value = match[index + 1] ?? '';
      values[name] = name === 'count' ? Number(value) : value;
    });
    return { key, values };
  }
  return null;
}
