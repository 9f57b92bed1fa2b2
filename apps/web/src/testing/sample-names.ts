import type { LocalisedNames } from '@chapkhana/shared/languages';

/** A property value's three names for test data; the missing ones are empty, as a seller may leave them. */
export function names(enName: string, kuName = '', arName = ''): LocalisedNames {
  return { enName, kuName, arName };
}
