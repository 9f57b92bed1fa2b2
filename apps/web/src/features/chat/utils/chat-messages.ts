import type { ParseKeys } from 'i18next';
import type { Message } from '@/lib/api-failure';

// The sentences of the chat routes (apps/api/src/modules/chat), mapped to keys.
const EXACT: Readonly<Record<string, ParseKeys>> = {
  'This seller does not exist or is not selling any more.': 'chat.messagesApi.sellerGone',
  'This account no longer exists.': 'account.messages.accountGone',
  'An empty message is not sent.': 'chat.messagesApi.empty',
};

/** The translation of a chat sentence of the API, or null. */
export function chatSentence(sentence: string): Message | null {
  const key = EXACT[sentence];
  return key ? { key } : null;
}
