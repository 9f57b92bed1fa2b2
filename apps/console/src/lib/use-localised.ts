import { localisedName, type LocalisedNames } from '@chapkhana/shared/languages';
import { useLanguage } from '@chapkhana/web-kit/use-language';

/** Picks the reading language's name of a catalogue entity. */
export function useLocalisedName(): (entity: LocalisedNames) => string {
  const language = useLanguage();
  return (entity) => localisedName(entity, language);
}
