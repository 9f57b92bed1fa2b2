import type { TFunction } from 'i18next';

const PATTERNS: [RegExp, (t: TFunction, match: RegExpExecArray) => string][] = [
  [/^is required$/, (t) => t('validation.required')],
  [/^needs a name in at least one language$/, (t) => t('validation.oneName')],
  [/^may have at most (\d+) /, (t, m) => t('validation.maxItems', { max: m[1] })],
  [/^must not be empty$/, (t) => t('validation.required')],
  [/^must be at most (\d+) characters$/, (t, m) => t('validation.maxChars', { max: m[1] })],
  [/^must be at most (\d+)$/, (t, m) => t('validation.max', { max: m[1] })],
  [/^must be greater than 0$/, (t) => t('validation.positive')],
  [/^must not be negative$/, (t) => t('validation.notNegative')],
  [/^must be a whole (number|percent)/, (t) => t('validation.whole')],
  [/^must be from 0 to 100$/, (t) => t('validation.percent')],
  [
    /^must be a number ≥ 0 with at most (\d+) decimals$/,
    (t, m) => t('validation.decimal', { places: m[1] }),
  ],
  [/^must be a number/, (t) => t('validation.number')],
  [/^must be a colour/, (t) => t('validation.hex')],
  [/^must list at least one colour$/, (t) => t('validation.oneColour')],
  [/^must be a valid id$/, (t) => t('validation.choose')],
  [/^must be a web address/, (t) => t('validation.link')],
  [/^must not contain spaces$/, (t) => t('validation.link')],
  [/same name$/, (t) => t('validation.duplicate')],
  [/^must be 1–40 lower-case/, (t) => t('validation.printKey')],
  [/ids must differ$/, (t) => t('validation.printKeyRepeated')],
  [/^needs at least one value$/, (t) => t('validation.oneValue')],
  [/^tiers must start at increasing quantities$/, (t) => t('validation.tiersOrder')],
  [/^must have at most (\d+) /, (t, m) => t('validation.maxItems', { max: m[1] })],
  [/^must be at least (\d+)$/, (t, m) => t('validation.min', { min: m[1] })],
  [/^must be one of /, (t) => t('validation.choose')],
  [/^invalid$/, (t) => t('validation.invalid')],
];

/** The zod schema's English message as a translated sentence (unknown ones shown as they are). */
export function fieldError(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  for (const [pattern, translate] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return translate(t, match);
  }
  return message;
}
