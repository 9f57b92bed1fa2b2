import type { HolidayRegion } from '@chapkhana/shared/working-days';

/**
 * Demo public holidays for 2026–2027 (issue 39). The Islamic days follow the moon and are
 * approximate (the government announces them a few days before); an admin corrects them in the
 * console. `federal`: outside the Kurdistan Region only; `kurdistan`: in it only.
 */
interface DemoHoliday {
  date: string;
  region: HolidayRegion;
  en: string;
  ar: string;
  kr: string;
}

const newYear = { en: 'New Year', ar: 'رأس السنة الميلادية', kr: 'سەری ساڵی زایینی' };
const armyDay = { en: 'Army Day', ar: 'عيد الجيش', kr: 'ڕۆژی سوپا' };
const uprising = { en: 'Uprising Day', ar: 'ذكرى الانتفاضة', kr: 'ڕۆژی ڕاپەڕین' };
const nowruz = { en: 'Nowruz', ar: 'عيد نوروز', kr: 'نەورۆز' };
const fitr = { en: 'Eid al-Fitr', ar: 'عيد الفطر', kr: 'جەژنی ڕەمەزان' };
const adha = { en: 'Eid al-Adha', ar: 'عيد الأضحى', kr: 'جەژنی قوربان' };
const hijri = { en: 'Islamic New Year', ar: 'رأس السنة الهجرية', kr: 'سەری ساڵی کۆچی' };
const ashura = { en: 'Ashura', ar: 'عاشوراء', kr: 'عاشورا' };
const republic = { en: 'Republic Day', ar: 'ذكرى ثورة 14 تموز', kr: 'ڕۆژی کۆماری' };
const mawlid = { en: 'The Prophet’s Birthday', ar: 'المولد النبوي', kr: 'لەدایکبوونی پێغەمبەر' };
const national = { en: 'National Day', ar: 'اليوم الوطني', kr: 'ڕۆژی نیشتمانی' };
const victory = { en: 'Victory Day', ar: 'يوم النصر', kr: 'ڕۆژی سەرکەوتن' };
const christmas = { en: 'Christmas', ar: 'عيد الميلاد المجيد', kr: 'کریسمس' };

const days = (region: HolidayRegion, names: typeof newYear, ...dates: string[]): DemoHoliday[] =>
  dates.map((date) => ({ date, region, ...names }));

export const demoHolidays: DemoHoliday[] = [
  // 2026
  ...days('iraq', newYear, '2026-01-01'),
  ...days('federal', armyDay, '2026-01-06'),
  ...days('kurdistan', uprising, '2026-03-05'),
  ...days('iraq', fitr, '2026-03-20', '2026-03-22'),
  ...days(
    'iraq',
    { en: 'Eid al-Fitr and Nowruz', ar: 'عيد الفطر ونوروز', kr: 'جەژنی ڕەمەزان و نەورۆز' },
    '2026-03-21',
  ),
  ...days('kurdistan', nowruz, '2026-03-23'),
  ...days('iraq', adha, '2026-05-26', '2026-05-27', '2026-05-28', '2026-05-29'),
  ...days('iraq', hijri, '2026-06-16'),
  ...days('federal', ashura, '2026-06-25'),
  ...days('federal', republic, '2026-07-14'),
  ...days('iraq', mawlid, '2026-08-25'),
  ...days('federal', national, '2026-10-03'),
  ...days('federal', victory, '2026-12-10'),
  ...days('iraq', christmas, '2026-12-25'),
  // 2027
  ...days('iraq', newYear, '2027-01-01'),
  ...days('federal', armyDay, '2027-01-06'),
  ...days('kurdistan', uprising, '2027-03-05'),
  ...days('iraq', fitr, '2027-03-09', '2027-03-10', '2027-03-11'),
  ...days('kurdistan', nowruz, '2027-03-20', '2027-03-22'),
  ...days('iraq', nowruz, '2027-03-21'),
  ...days('iraq', adha, '2027-05-16', '2027-05-17', '2027-05-18', '2027-05-19'),
  ...days('iraq', hijri, '2027-06-06'),
  ...days('federal', ashura, '2027-06-15'),
  ...days('federal', republic, '2027-07-14'),
  ...days('iraq', mawlid, '2027-08-15'),
  ...days('federal', national, '2027-10-03'),
  ...days('federal', victory, '2027-12-10'),
  ...days('iraq', christmas, '2027-12-25'),
];

/** Demo cut-offs: most print houses stop taking same-day work at 14:00, one later, one earlier. */
export const DEMO_CUT_OFFS = ['14:00', '16:00', '12:30'] as const;
