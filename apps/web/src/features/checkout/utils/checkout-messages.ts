import type { ParseKeys } from 'i18next';
import type { Message } from '@/lib/api-failure';

// The sentences of the address, order and payment routes (apps/api/src/modules/{addresses,
// orders,payments}), mapped to keys.
const EXACT: Readonly<Record<string, ParseKeys>> = {
  'Address Added Successfully': 'checkout.messages.addressSaved',
  'Order Placed Successfully': 'checkout.messages.orderPlaced',
  'Your cart is empty.': 'checkout.messages.cartEmpty',
  'Nothing in your cart is in stock any more.': 'checkout.messages.nothingInStock',
  'This order does not exist.': 'checkout.messages.orderMissing',
  'This order was cancelled.': 'checkout.messages.orderCancelled',
  'This order is already paid.': 'checkout.messages.alreadyPaid',
  'Your order is confirmed: pay on delivery.': 'checkout.messages.codConfirmed',
  'Scan the code with the FIB app to pay.': 'checkout.fib.scanHint',
  'Paying with FIB is not available at the moment.': 'checkout.messages.fibUnavailable',
  'FIB is not answering right now. Please try again or pay on delivery.':
    'checkout.messages.fibDown',
};

const PATTERNS: readonly [RegExp, ParseKeys, string][] = [
  [
    /^"(.+)" sold out while you were ordering; please review your cart\.$/,
    'checkout.messages.soldOut',
    'name',
  ],
  [
    /^FIB takes payments above (\d+) IQD; please pay on delivery\.$/,
    'checkout.messages.fibMinimum',
    'amount',
  ],
];

/** The translation of an address, order or payment sentence of the API, or null. */
export function checkoutSentence(sentence: string): Message | null {
  const exact = EXACT[sentence];
  if (exact) return { key: exact };
  for (const [pattern, key, name] of PATTERNS) {
    const match = pattern.exec(sentence);
    if (match) return { key, values: { [name]: match[1] ?? '' } };
  }
  return null;
}
