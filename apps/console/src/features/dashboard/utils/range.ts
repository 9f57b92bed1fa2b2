import { DASHBOARD_DEFAULT_DAYS, DASHBOARD_MAX_DAYS } from '@chapkhana/shared/dashboard';
import { IRAQ_UTC_OFFSET_MS } from '@chapkhana/shared/dates';

/** The ranges a tap chooses; `custom` is typed. */
export const RANGE_PRESETS = ['today', 'days7', 'days30', 'month'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export interface DayRange {
  from: string;
  to: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today in Iraq, `YYYY-MM-DD`. */
export const iraqToday = (now: number): string =>
  new Date(now + IRAQ_UTC_OFFSET_MS).toISOString().slice(0, 10);

const daysBefore = (day: string, count: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - count * DAY_MS).toISOString().slice(0, 10);

/** The days a preset means at `now` (Iraq time): today, the last 7 or 30 days, this month. */
export function presetRange(preset: RangePreset, now: number = Date.now()): DayRange {
  const today = iraqToday(now);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'days7':
      return { from: daysBefore(today, 6), to: today };
    case 'days30':
      return { from: daysBefore(today, DASHBOARD_DEFAULT_DAYS - 1), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

/** Why a typed range cannot be asked for, or null when it can (the API says the same, 400). */
export function rangeProblem(range: DayRange): 'order' | 'tooLong' | null {
  if (range.from > range.to) return 'order';
  const days = Math.round((Date.parse(range.to) - Date.parse(range.from)) / DAY_MS) + 1;
  return days > DASHBOARD_MAX_DAYS ? 'tooLong' : null;
}
