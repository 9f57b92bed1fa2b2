// Field schemas and paging the domains' contracts share (console forms, lists and filters).
import { z } from './zod';
import { isIsoDate } from './dates';
import { normaliseDigits, normaliseNumber } from './text';
import { fieldErrorMessage } from './field-errors';

export { isIsoDate };

/** Opaque identifiers are UUIDs, spelled `_id` on the wire as the spec does. */
export const idSchema = z.uuid({ error: fieldErrorMessage('invalid_id') });

/**
 * An optional field in which an empty string means "not given": a client's empty choice (no
 * seller selected) is read as the field left out, never refused.
 */
export const emptyAsUnset = <T extends z.ZodType<string>>(schema: T) =>
  z
    .union([schema, z.literal('')])
    .optional()
    .transform((value) => (value === '' ? undefined : value) as z.output<T> | undefined);

/** Tables page on the server; a page holds at most this many rows. */
export const CONSOLE_MAX_PER_PAGE = 100;
export const CONSOLE_DEFAULT_PER_PAGE = 20;
/** A product shows at most this many pictures. */
export const MAX_PRODUCT_IMAGES = 6;
/** Uploaded files larger than this are refused with 413 before they are decoded. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Larger pictures (in either side, in pixels) are refused: they are not photos of a product. */
export const MAX_IMAGE_SIDE = 6000;
/** The highest IQD rate the console accepts for one base-currency unit (a typo guard). */
export const MAX_CURRENCY_RATE = 100_000;
export const MAX_PRODUCT_PRICE = 1_000_000;

export const requiredText = (max: number) =>
  z
    .string({ error: fieldErrorMessage('required') })
    .trim()
    .min(1, { error: fieldErrorMessage('required') })
    .max(max, { error: fieldErrorMessage('too_long', { maximum: max }) });

export const optionalText = (max: number) =>
  z
    .string({ error: fieldErrorMessage('not_text') })
    .trim()
    .max(max, { error: fieldErrorMessage('too_long', { maximum: max }) })
    .default('');

/** The longest reason an admin gives for suspending a shop or cancelling or delivering an order. */
export const REASON_MAX_LENGTH = 500;
/** An admin's reason for a step the other side is told about; required where the step needs it. */
export const reasonText = z
  .string({ error: fieldErrorMessage('not_text') })
  .trim()
  .max(REASON_MAX_LENGTH, { error: fieldErrorMessage('too_long', { maximum: REASON_MAX_LENGTH }) })
  .optional();

export const position = z
  .number({ error: fieldErrorMessage('not_number') })
  .int({ error: fieldErrorMessage('not_whole') })
  .min(0, { error: fieldErrorMessage('negative') })
  .max(10_000, { error: fieldErrorMessage('too_big', { maximum: 10_000 }) });

/**
 * A list position as a multipart form sends it (text): a whole number up to five digits, typed
 * on any keyboard (`١٢` and `۱۲` are 12); empty is the first place.
 */
export const positionText = z
  .string()
  .transform((text) => normaliseNumber(text))
  .pipe(z.string().regex(/^\d{1,5}$/, { error: fieldErrorMessage('not_whole') }))
  .transform(Number)
  .default(0);

export const quantity = z
  .number({ error: fieldErrorMessage('not_number') })
  .int({ error: fieldErrorMessage('not_whole') })
  .min(0, { error: fieldErrorMessage('negative') })
  .max(1_000_000, { error: fieldErrorMessage('too_big', { maximum: 1_000_000 }) });

/** The three names everything in the catalogue carries (English, Kurdish Sorani, Arabic). */
export const threeNamesSchema = z.object({
  enName: requiredText(120),
  kuName: requiredText(120),
  arName: requiredText(120),
});

/**
 * Three names of which at least one is written (a product, its colours and property values): a
 * seller who writes only Kurdish can still list, and readers see `localisedName`'s fallback.
 * Empty ones are stored as ''. Spread into an object schema and add `atLeastOneName`.
 */
export const someNamesShape = {
  enName: optionalText(120),
  kuName: optionalText(120),
  arName: optionalText(120),
};

/** `someNamesShape`'s rule: `.refine(hasOneName, oneNameRequired)`. */
export const hasOneName = (names: { enName: string; kuName: string; arName: string }) =>
  Boolean(names.enName || names.kuName || names.arName);

const isObject = (value: unknown) => typeof value === 'object' && value !== null;

/**
 * The issue sits on `kuName`, the first name the console's forms show. It is checked even when
 * other fields failed (zod skips refinements then by default), so a form shows every problem at once.
 */
export const oneNameRequired = {
  error: fieldErrorMessage('one_name'),
  path: ['kuName'],
  when: (payload: { value: unknown }) => isObject(payload.value),
};

/** The three names as the API sends them back (already validated when they were stored). */
export const namesViewSchema = z.object({
  enName: z.string(),
  kuName: z.string(),
  arName: z.string(),
});

/**
 * A decimal amount typed as text, e.g. "12.50" (read through `normaliseNumber`: Eastern
 * Arabic or Persian digits, the Arabic decimal mark and thousands separators are allowed):
 * at most `places` decimals, from `min` (inclusive unless `minExclusive`) up to `max`.
 * Numbers are accepted too and read through their decimal spelling.
 */
export function decimalTextSchema(options: {
  places: number;
  max: number;
  minExclusive?: boolean;
}) {
  const pattern = new RegExp(`^\\d{1,9}(\\.\\d{1,${options.places}})?$`);
  /** The one problem a typed amount has, or null: a form shows one reason per field. */
  const problemOf = (text: string): string | null => {
    if (text === '') return fieldErrorMessage('required');
    if (!pattern.test(text)) return fieldErrorMessage('decimal_places', { places: options.places });
    if (options.minExclusive && Number(text) <= 0) return fieldErrorMessage('not_positive');
    if (Number(text) > options.max) return fieldErrorMessage('too_big', { maximum: options.max });
    return null;
  };
  return z
    .union([z.string(), z.number()], { error: fieldErrorMessage('not_number') })
    .transform((value) => normaliseNumber(String(value)))
    .pipe(
      // Not an aborting check: the object's own rules (one name of three) still run beside it.
      z.string().refine((text) => problemOf(text) === null, {
        error: (issue) => problemOf(String(issue.input)) ?? fieldErrorMessage('not_number'),
      }),
    );
}

export const pageNumber = z
  .string()
  .regex(/^[1-9]\d{0,5}$/, { error: fieldErrorMessage('whole_from', { minimum: 1 }) })
  .transform(Number)
  .default(1);
export const perPage = z
  .string()
  .regex(/^[1-9]\d{0,2}$/, {
    error: fieldErrorMessage('whole_range', { minimum: 1, maximum: CONSOLE_MAX_PER_PAGE }),
  })
  .transform(Number)
  .refine((n) => n <= CONSOLE_MAX_PER_PAGE, {
    error: fieldErrorMessage('whole_range', { minimum: 1, maximum: CONSOLE_MAX_PER_PAGE }),
  })
  .default(CONSOLE_DEFAULT_PER_PAGE);
export const search = z
  .string()
  .trim()
  .max(200, { error: fieldErrorMessage('too_long', { maximum: 200 }) })
  .optional();

/** `?page=&perPage=&search=` of every console table. */
export const pageQuerySchema = z.object({ page: pageNumber, perPage, search });
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const isoDate = z
  .string()
  .refine(isIsoDate, { error: fieldErrorMessage('invalid_date') })
  .optional();

/** `?from=&to=` — whole days in Iraq time, both included. */
export const dateRange = { from: isoDate, to: isoDate };
export const fromNotAfterTo = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.from <= query.to;

/** A page of rows and what the table needs to draw its pager. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    perPage: z.number().int(),
  });

export const idParamsSchema = z.object({ id: idSchema });

/**
 * A URL slug from an English name: lowercase ASCII letters and digits joined by single hyphens
 * (accents dropped, other characters become separators), at most 60 characters; `fallback`
 * when nothing is left. The server makes it unique with a numeric suffix.
 */
export function slugify(text: string, fallback: string): string {
  const slug = normaliseDigits(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || fallback;
}

/** A query flag written `true` or `false`. */
export const flag = z
  .enum(['true', 'false'], { error: fieldErrorMessage('not_boolean') })
  .transform((v) => v === 'true');
