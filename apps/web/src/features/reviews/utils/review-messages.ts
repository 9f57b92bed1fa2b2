import { SUBMIT_REVIEW_MESSAGE } from '@chapkhana/shared/reviews';
import type { ParseKeys } from 'i18next';
import type { Message } from '@/lib/api-failure';

// The sentences of the review routes (apps/api/src/modules/reviews), mapped to keys.
const EXACT: Readonly<Record<string, ParseKeys>> = {
  [SUBMIT_REVIEW_MESSAGE]: 'reviews.messages.submitted',
  'This product does not exist or is no longer sold.': 'product.notFoundBody',
  'Your account no longer exists. Please sign in.': 'account.messages.accountGone',
};

/** The translation of a review sentence of the API, or null. */
export function reviewSentence(sentence: string): Message | null {
  const key = EXACT[sentence];
  return key ? { key } : null;
}
