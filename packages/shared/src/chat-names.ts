import { localisedName, type Language, type LocalisedNames } from './languages';

// Kept apart from chat.ts, which holds the chat's zod schemas: the storefront's realtime
// provider names a message's sender on every page, and importing chat.ts there put the whole
// contract (zod and the forms chunk, about 38 KB gzip) into every route's initial JavaScript.

/** A seller's shop name in each language, or a customer's single name. */
interface NamedPartner {
  name: string;
  names?: LocalisedNames | undefined;
}

/** A conversation partner's name in the reading language (a seller's shop carries all three). */
export function friendName(friend: NamedPartner, language: Language): string {
  return friend.names ? localisedName(friend.names, language) : friend.name;
}

/** Who sent a message, in the reading language when a seller's message carries its shop names. */
export function messageSenderName(
  message: { senderName: string; senderNames?: LocalisedNames | undefined },
  language: Language,
): string {
  return friendName({ name: message.senderName, names: message.senderNames }, language);
}
