import { IRAQ_UTC_OFFSET_MS } from '@chapkhana/shared/dates';

/** Whole IQD with thousands commas, as every amount in the console reads. */
export const groupIqd = (amount: number): string => amount.toLocaleString('en-US');

/** Today in Iraq, `YYYY-MM-DD`. */
export function iraqToday(now: number = Date.now()): string {
  return new Date(now + IRAQ_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** The first day of this month in Iraq. */
export const iraqMonthStart = (now: number = Date.now()): string =>
  `${iraqToday(now).slice(0, 8)}01`;
