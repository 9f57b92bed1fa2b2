import { failureMessage as apiFailureMessage } from '@chapkhana/web-kit/api-failure';
import type { ParseKeys } from 'i18next';

/** A translation key and the values it interpolates. */
export interface Message {
  key: ParseKeys;
  values?: Record<string, string | number>;
}

/** What to show: a translation, or a sentence from a server that sent no known code. */
export type ShownMessage = Message | { raw: string };

/**
 * The message for a failed call (docs/storefront.md §8: the server's error is shown, docs/design.md §4: by its code):
 * `apiErrors.<code>` from the shop's own translations. The key type is checked here against the
 * English file, so a code without a message does not compile.
 */
export function failureMessage(error: unknown): ShownMessage {
  return apiFailureMessage(error);
}
