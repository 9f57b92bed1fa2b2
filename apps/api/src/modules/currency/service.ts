import { rateChange } from '@chapkhana/shared/currency';
import type { RateEntry } from '@chapkhana/shared/currency';
import type { Database } from '../../db/client';
import { conflict } from '../../lib/http-errors';
import { currentRate, lockRates, rateOfADayAgo, setRate } from './repository';

/** The rate in force; a shop without one cannot price anything, so that is a server fault. */
export async function requireRate(db: Database): Promise<string> {
  const rate = await currentRate(db);
  if (!rate) throw new Error('No currency rate is set: add one in the console (or run the seed).');
  return rate;
}

/**
 * Puts `proposed` in force, unless it is far from the rate in force, or from the rate in force a
 * day ago, and not `confirmed` (an admin once typed 1.31 for 1310 and every price fell a
 * thousandfold). The check and the write share one transaction under the rates' lock: two
 * admins at once, or a tab showing an old rate, are checked against the rate really in force.
 */
export async function changeRate(
  db: Database,
  input: { proposed: string; confirmed: boolean; staffId: string },
): Promise<RateEntry> {
  return db.transaction(async (tx) => {
    await lockRates(tx);
    const current = await currentRate(tx);
    if (current && !input.confirmed) {
      const { outsideBand, ...params } = rateChange(current, input.proposed);
      if (outsideBand) throw conflict('rate_change_needs_confirmation', params);
      // Steps each within the band would otherwise walk the rate anywhere (1310 → 243 in eight steps of −19 %).
      const dayAgo = await rateOfADayAgo(tx);
      const sinceDayAgo = dayAgo ? rateChange(dayAgo, input.proposed) : undefined;
      if (sinceDayAgo?.outsideBand) {
        const { current: rateThen, proposed, change } = sinceDayAgo;
        throw conflict('rate_day_change_needs_confirmation', {
          dayAgo: rateThen,
          proposed,
          change,
        });
      }
    }
    return setRate(tx, input.proposed, input.staffId);
  });
}
