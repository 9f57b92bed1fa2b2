import { readApiFailure } from '@chapkhana/web-kit/api-failure';
import type { ParseKeys } from 'i18next';

/** A translation key and the values it interpolates. */
export interface Message {
  key: ParseKeys;
  values?: Record<string, string | number>;
}

/** What to show for a server sentence: its translation, or the sentence itself when unknown. */
export type ShownMessage = Message | { raw: string };

/** Turns one of a feature's known server sentences into a message, or null when it is unknown. */
export type SentenceTranslator = (sentence: string) => Message | null;

// Sentences any customer route can answer (apps/api plugins/auth and the error handler).
const COMMON_SENTENCES: Readonly<Record<string, ParseKeys>> = {
  'Please sign in first.': 'account.messages.signInAgain',
  'Your sign-in has expired or is not valid. Please sign in again.': 'account.messages.signInAgain',
  'You can only see and change your own account.': 'common.notYours',
  'Something went wrong on our side. Please try again.': 'account.messages.serverError',
};

/**
 * The message for a failed call (spec §8: the server's error is shown): the sentence
 * translated by the feature's `translate` or the common map, verbatim when unknown;
 * "could not reach the shop" when offline; "something went wrong" for anything else.
 */
export function failureMessage(error: unknown, translate: SentenceTranslator): ShownMessage {
  const failure = readApiFailure(error);
  if (failure.unreachable) return { key: 'account.messages.network' };
  if (!failure.sentence || (failure.status ?? 500) >= 500) {
    return { key: 'account.messages.serverError' };
  }
  const common = COMMON_SENTENCES[failure.sentence];
  if (common) return { key: common };
  return translate(failure.sentence) ?? { raw: failure.sentence };
}

/** A success sentence of the server, translated when known. */
export function successMessage(
  sentence: string | undefined,
  translate: SentenceTranslator,
  fallback: ParseKeys,
): ShownMessage {
  if (!sentence) return { key: fallback };
  return translate(sentence) ?? { key: fallback };
}
