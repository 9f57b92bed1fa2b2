import type { ParseKeys } from 'i18next';
import type { Message } from '@/lib/api-failure';

// The sentences of the order routes (apps/api/src/modules/orders), mapped to keys.
const EXACT: Readonly<Record<string, ParseKeys>> = {
  'Order Cancelled': 'orders.messages.cancelled',
  'This order does not exist.': 'orders.messages.missing',
  'Only a pending order that is not paid yet can be cancelled.': 'orders.messages.cannotCancel',
};

/** The translation of an order sentence of the API, or null. */
export function orderSentence(sentence: string): Message | null {
  const key = EXACT[sentence];
  return key ? { key } : null;
}
