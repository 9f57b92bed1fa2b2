// Field errors by code (docs/design.md §4, as API errors): a schema's rule names a code and its params,
// never an English sentence a client would have to match. Without zod: the storefront's forms
// read a field's code from this module before zod has loaded.

/**
 * Every reason a field can be refused, with its English sentence (i18next-style `{{params}}`).
 * The API writes this sentence into its 400 answer; the storefront and the console show
 * `fieldErrors.<code>` from web-kit's translation files instead.
 */
export const FIELD_ERRORS = {
  required: 'is required',
  required_for_print_house: 'is required for a print house',
  invalid: 'is invalid',
  not_text: 'must be text',
  not_number: 'must be a number',
  not_amount: 'must be a non-negative number',
  not_whole: 'must be a whole number',
  not_boolean: 'must be true or false',
  negative: 'must not be negative',
  not_positive: 'must be greater than 0',
  too_short: 'must be at least {{minimum}} characters',
  too_long: 'must be at most {{maximum}} characters',
  too_small: 'must be at least {{minimum}}',
  too_big: 'must be at most {{maximum}}',
  out_of_range: 'must be from {{minimum}} to {{maximum}}',
  whole_from: 'must be a whole number from {{minimum}}',
  whole_range: 'must be a whole number from {{minimum}} to {{maximum}}',
  decimal_places: 'must be a number ≥ 0 with at most {{places}} decimals',
  too_many: 'must have at most {{maximum}} {{items}}',
  invalid_email: 'must be a valid email address',
  invalid_code: 'must be the 6-digit code that was sent',
  invalid_phone: 'must be an Iraqi phone number such as 0750 123 4567',
  invalid_contact_phone: 'must be an Iraqi mobile or landline number such as 0750 123 4567',
  invalid_id: 'must be a valid id',
  invalid_choice: 'must be {{choices}}',
  invalid_colour: 'must be a colour written #rrggbb',
  invalid_link: 'must be a web address such as https://shop.example/sale',
  invalid_date: 'must be a date written YYYY-MM-DD',
  invalid_print_key: 'must be 1–40 lower-case letters, digits or -',
  one_name: 'needs a name in at least one language',
  one_value: 'needs at least one value',
  one_colour: 'must list at least one colour',
  repeated_ids: '{{items}} ids must differ',
  tiers_order: 'tiers must start at increasing quantities',
  after_other: 'must not be after {{other}}',
  above_other: 'must not be greater than {{other}}',
  either_field: 'give either {{first}} or {{second}}',
  nothing_to_change: 'Nothing to change was sent.',
  passwords_differ: 'must match the new password',
  proof_not_checked: 'must confirm that spelling, numbers and colours were checked',
  dinar_step: 'must be a multiple of {{step}} dinars',
  invalid_time: 'must be a time written HH:MM',
  after_time: 'must be later than the opening time',
  one_address: 'needs an address in at least one language',
  emoji_not_allowed: 'must not contain emoji: {{characters}}',
  unsupported_characters: 'has characters that cannot be printed: {{characters}}',
  text_does_not_fit: 'does not fit its place on the card, even at {{minimum}} pt',
  font_missing_letters: 'is a font without {{characters}}',
  not_an_image: 'must be a picture (PNG or JPEG)',
  image_too_small: 'is too small to print sharply ({{dpi}} dpi; at least {{minimum}})',
} as const;

export type FieldErrorCode = keyof typeof FIELD_ERRORS;
export const FIELD_ERROR_CODES = Object.keys(FIELD_ERRORS) as FieldErrorCode[];
export type FieldErrorParams = Record<string, string | number>;

/** One field's refusal: the API's 400 answer carries one per field, `{ code, params }`. */
export interface FieldError {
  code: FieldErrorCode;
  params?: FieldErrorParams;
}

export function isFieldErrorCode(value: unknown): value is FieldErrorCode {
  return typeof value === 'string' && Object.hasOwn(FIELD_ERRORS, value);
}

/**
 * The message a schema's rule carries: the code, then its params as JSON (`too_long
 * {"maximum":120}`). Machine-read (`readFieldError`), never shown: readers see the translation,
 * the API's answer the English sentence.
 */
export function fieldErrorMessage(code: FieldErrorCode, params?: FieldErrorParams): string {
  return params && Object.keys(params).length > 0 ? `${code} ${JSON.stringify(params)}` : code;
}

/** A rule's zod option: `.max(120, fieldIssue('too_long', { maximum: 120 }))`. */
export function fieldIssue(code: FieldErrorCode, params?: FieldErrorParams): { error: string } {
  return { error: fieldErrorMessage(code, params) };
}

function paramsOf(text: string): FieldErrorParams | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const entries = Object.entries(value).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    );
    return Object.fromEntries(entries);
  } catch {
    return undefined;
  }
}

/** The field error a message written by `fieldErrorMessage` names; undefined for any other text. */
export function readFieldError(message: string | undefined): FieldError | undefined {
  if (!message) return undefined;
  const space = message.indexOf(' ');
  const code = space === -1 ? message : message.slice(0, space);
  if (!isFieldErrorCode(code)) return undefined;
  if (space === -1) return { code };
  const params = paramsOf(message.slice(space + 1));
  return params ? { code, params } : undefined;
}

/** What a zod issue tells (a structural subset, so this module needs no zod). */
export interface IssueLike {
  code: string;
  message?: string;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
  format?: string;
}

const LENGTH_ORIGINS = new Set(['string']);
const COUNT_ORIGINS = new Set(['array', 'set', 'map']);

/**
 * The field error of a zod issue: the code its rule named, else one read from zod's own issue
 * (a length or size bound, a type, an email), else `invalid`. The API (its 400 answer) and the
 * forms' resolver (web-kit's field-resolver.ts) both read issues here, so they agree.
 */
export function fieldErrorOf(issue: IssueLike): FieldError {
  const declared = readFieldError(issue.message);
  if (declared) return declared;
  const bound = (value: unknown) => (typeof value === 'bigint' ? Number(value) : value);
  if (issue.code === 'too_small' && typeof bound(issue.minimum) === 'number') {
    const minimum = bound(issue.minimum) as number;
    if (LENGTH_ORIGINS.has(issue.origin ?? '')) {
      return minimum <= 1 ? { code: 'required' } : { code: 'too_short', params: { minimum } };
    }
    if (COUNT_ORIGINS.has(issue.origin ?? '')) return { code: 'required' };
    return { code: 'too_small', params: { minimum } };
  }
  if (issue.code === 'too_big' && typeof bound(issue.maximum) === 'number') {
    const maximum = bound(issue.maximum) as number;
    if (LENGTH_ORIGINS.has(issue.origin ?? '')) return { code: 'too_long', params: { maximum } };
    if (COUNT_ORIGINS.has(issue.origin ?? '')) {
      return { code: 'too_many', params: { maximum, items: 'items' } };
    }
    return { code: 'too_big', params: { maximum } };
  }
  if (issue.code === 'invalid_format' && issue.format === 'email') return { code: 'invalid_email' };
  return { code: 'invalid' };
}

/** The English sentence of a field error (the API's answer, logs). */
export function fieldErrorSentence(error: FieldError): string {
  const params = error.params ?? {};
  return FIELD_ERRORS[error.code].replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** A zod issue in English: its rule's sentence, or zod's own message for a rule without a code. */
export function issueSentence(issue: IssueLike): string {
  const declared = readFieldError(issue.message);
  return declared ? fieldErrorSentence(declared) : (issue.message ?? FIELD_ERRORS.invalid);
}
