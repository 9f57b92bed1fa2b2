import type { PickupPlace } from '@chapkhana/shared/delivery';
import { dayRuns } from '@chapkhana/shared/delivery-fee';
import { LANGUAGES } from '@chapkhana/shared/languages';
import { useLanguage } from './use-language';
import { useTranslation } from './use-translation';

/**
 * A pickup place as both front ends show it: the address in the reader's language (else another
 * it was written in) and the open days, Saturday first ("Saturday to Thursday"), from each app's
 * `delivery.days.*`, `delivery.dayRange` and `delivery.listSeparator`; the hours stay "09:00–17:00".
 */
export function usePickupText(place: PickupPlace): {
  address: string;
  days: string;
  hours: string;
} {
  const { t } = useTranslation();
  const language = useLanguage();
  const say = t as (key: string, options?: Record<string, string>) => string;
  const day = (name: string) => say(`delivery.days.${name}`);
  return {
    address:
      place.address[language] || LANGUAGES.map((other) => place.address[other]).find(Boolean) || '',
    days: dayRuns(place.hours.days)
      .map(([first, last]) =>
        first === last
          ? day(first)
          : say('delivery.dayRange', { first: day(first), last: day(last) }),
      )
      .join(say('delivery.listSeparator')),
    hours: `${place.hours.from}–${place.hours.to}`,
  };
}
