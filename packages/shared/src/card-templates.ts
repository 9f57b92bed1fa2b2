/**
 * Templates for designed print products (issue 40): a seller places fields on a background at a
 * product's trim size (business cards, flyers); a customer fills them; the server writes the print
 * PDF (apps/api/src/modules/design). Lengths are millimetres from the trim's top-left corner,
 * y downwards, as a designer measures; type sizes are points.
 *
 * The checks here run in the browser (as the customer types) and on the server; the server also
 * checks what only the font knows (a character it has no glyph for, text too wide for its box).
 */
import { z } from './zod';
import { fieldErrorMessage, type FieldError } from './field-errors';
import { idSchema } from './fields';
import { parseIraqiContactPhone, parseIraqiPhone } from './phone';
import { printKeySchema, trimSizeSchema } from './print';
import { MAX_DESIGNED_FILES_PER_LINE } from './print-rules';

// --- Limits --------------------------------------------------------------------------------------

/** Fields on one side of a template. */
export const MAX_TEMPLATE_FIELDS = 30;
/** The longest text a seller may allow in one field. */
export const MAX_FIELD_TEXT_LENGTH = 500;
/** The longest value the wire accepts for any field, before the field's own limit is checked. */
export const MAX_CARD_VALUE_LENGTH = 2000;
/**
 * Cards for several people from one template in one order line ("many of one"): one print file
 * each, so at most the files a line takes from the designer.
 */
export const MAX_CARD_BATCH_ROWS = MAX_DESIGNED_FILES_PER_LINE;
/** Bleed and safe margin a seller may set, in mm. */
export const MAX_BLEED_MM = 10;
export const MAX_SAFE_MM = 30;
/** Type below this size does not print legibly; fields may not shrink under it. */
export const MIN_PRINTABLE_PT = 5;
export const MAX_TEXT_PT = 200;
export const MAX_FIELD_LINES = 20;
/** Below this resolution at its printed size a logo is refused (as print.ts' ARTWORK_DPI_REFUSE). */
export const MIN_LOGO_DPI = 150;

/**
 * The fonts a template may use: the files the server embeds and the browser preview loads are the
 * same family (Vazirmatn: Arabic script, Sorani's letters, Latin and digits), so the preview and
 * the print agree.
 */
export const CARD_FONTS = {
  'vazirmatn-light': { family: 'Vazirmatn', weight: 300 },
  'vazirmatn-regular': { family: 'Vazirmatn', weight: 400 },
  'vazirmatn-medium': { family: 'Vazirmatn', weight: 500 },
  'vazirmatn-bold': { family: 'Vazirmatn', weight: 700 },
  'vazirmatn-black': { family: 'Vazirmatn', weight: 900 },
} as const;
export type CardFontKey = keyof typeof CARD_FONTS;
export const CARD_FONT_KEYS = Object.keys(CARD_FONTS) as [CardFontKey, ...CardFontKey[]];

/**
 * Letters every card font must have: Sorani's own (ڕ ڵ ێ ۆ ە and ڤ پ چ ژ گ ک ی ه), with the
 * Arabic ones the shop prints. A font without one of them is refused (`font_missing_letters`).
 */
export const SORANI_LETTERS = ['ڕ', 'ڵ', 'ێ', 'ۆ', 'ە', 'ڤ', 'پ', 'چ', 'ژ', 'گ', 'ک', 'ی', 'ه'];
export const REQUIRED_FONT_LETTERS = [
  ...SORANI_LETTERS,
  ...'ءآأؤإئابةتثجحخدذرزسشصضطظعغفقكلمنهوىي٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹',
  ...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789@.+-',
];

// --- The template a seller makes -----------------------------------------------------------------

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: fieldErrorMessage('invalid_choice', { choices: `one of ${values.join(', ')}` }),
  });

const number = (minimum: number, maximum: number) =>
  z
    .number({ error: fieldErrorMessage('not_number') })
    .min(minimum, { error: fieldErrorMessage('out_of_range', { minimum, maximum }) })
    .max(maximum, { error: fieldErrorMessage('out_of_range', { minimum, maximum }) });

const wholeNumber = (minimum: number, maximum: number) =>
  z
    .number({ error: fieldErrorMessage('not_number') })
    .int({ error: fieldErrorMessage('whole_range', { minimum, maximum }) })
    .min(minimum, { error: fieldErrorMessage('whole_range', { minimum, maximum }) })
    .max(maximum, { error: fieldErrorMessage('whole_range', { minimum, maximum }) });

export const cardColourSchema = z
  .string({ error: fieldErrorMessage('invalid_colour') })
  .regex(/^#[0-9a-f]{6}$/i, { error: fieldErrorMessage('invalid_colour') })
  .overwrite((colour) => colour.toLowerCase());

const label = (max: number) =>
  z
    .string({ error: fieldErrorMessage('not_text') })
    .trim()
    .min(1, { error: fieldErrorMessage('required') })
    .max(max, { error: fieldErrorMessage('too_long', { maximum: max }) });

/** A field's name for the customer, in the shop's three languages. */
export const cardLabelSchema = z.object({ kr: label(60), ar: label(60), en: label(60) });

/** Sample text shown before the customer types, in each language (the template's demo). */
const sampleSchema = z
  .object({
    kr: label(MAX_FIELD_TEXT_LENGTH).optional(),
    ar: label(MAX_FIELD_TEXT_LENGTH).optional(),
    en: label(MAX_FIELD_TEXT_LENGTH).optional(),
  })
  .default({});

/** Where a field sits: its box from the trim's top-left corner, in mm. */
export const cardBoxSchema = z.object({
  xMm: number(-MAX_BLEED_MM, 1000),
  yMm: number(-MAX_BLEED_MM, 1000),
  widthMm: number(1, 1000),
  heightMm: number(1, 1000),
});
export type CardBox = z.infer<typeof cardBoxSchema>;

export const TEXT_ALIGNS = ['start', 'centre', 'end'] as const;
export type TextAlign = (typeof TEXT_ALIGNS)[number];
/** `auto`: the text's first strong letter sets it (a Kurdish name right to left, an email left to right). */
export const TEXT_DIRECTIONS = ['auto', 'rtl', 'ltr'] as const;
export type CardTextDirection = (typeof TEXT_DIRECTIONS)[number];

const fieldBase = {
  key: printKeySchema,
  label: cardLabelSchema,
  box: cardBoxSchema,
  required: z.boolean({ error: fieldErrorMessage('not_boolean') }).default(false),
};

export const cardTextFieldSchema = z
  .object({
    ...fieldBase,
    kind: z.literal('text'),
    sample: sampleSchema,
    font: choice(CARD_FONT_KEYS),
    sizePt: number(MIN_PRINTABLE_PT, MAX_TEXT_PT),
    /** Text too long for the box shrinks down to this size, then is refused. */
    minSizePt: number(MIN_PRINTABLE_PT, MAX_TEXT_PT),
    colour: cardColourSchema,
    align: choice(TEXT_ALIGNS).default('start'),
    direction: choice(TEXT_DIRECTIONS).default('auto'),
    maxLines: wholeNumber(1, MAX_FIELD_LINES).default(1),
    maxLength: wholeNumber(1, MAX_FIELD_TEXT_LENGTH),
  })
  .refine((field) => field.minSizePt <= field.sizePt, {
    path: ['minSizePt'],
    error: fieldErrorMessage('above_other', { other: 'sizePt' }),
  });
export type CardTextField = z.infer<typeof cardTextFieldSchema>;

export const cardImageFieldSchema = z.object({
  ...fieldBase,
  kind: z.literal('image'),
  /** `contain`: the whole logo inside the box; `cover`: the box filled, the logo cropped. */
  fit: choice(['contain', 'cover'] as const).default('contain'),
  minDpi: wholeNumber(72, 1200).default(MIN_LOGO_DPI),
});
export type CardImageField = z.infer<typeof cardImageFieldSchema>;

export const QR_CONTENTS = ['phone', 'link', 'whatsapp'] as const;
export type QrContent = (typeof QR_CONTENTS)[number];

export const cardQrFieldSchema = z.object({
  ...fieldBase,
  kind: z.literal('qr'),
  /** What the code opens: a call, a web address, or a WhatsApp chat with the number. */
  content: choice(QR_CONTENTS),
  colour: cardColourSchema.default('#000000'),
});
export type CardQrField = z.infer<typeof cardQrFieldSchema>;

export const cardFieldSchema = z.discriminatedUnion('kind', [
  cardTextFieldSchema,
  cardImageFieldSchema,
  cardQrFieldSchema,
]);
export type CardField = z.infer<typeof cardFieldSchema>;

/** What is printed under the fields: nothing (white), a flat colour, or an uploaded file at trim + bleed. */
export const cardBackgroundSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('colour'), colour: cardColourSchema }),
  z.object({ kind: z.literal('image'), fileId: idSchema }),
  /** A one-page PDF; its page is drawn over the whole bleed box. */
  z.object({ kind: z.literal('pdf'), fileId: idSchema }),
]);
export type CardBackground = z.infer<typeof cardBackgroundSchema>;

export const cardSideSchema = z.object({
  background: cardBackgroundSchema.default({ kind: 'none' }),
  fields: z.array(cardFieldSchema).max(MAX_TEMPLATE_FIELDS, {
    error: fieldErrorMessage('too_many', { maximum: MAX_TEMPLATE_FIELDS, items: 'fields' }),
  }),
});
export type CardSide = z.infer<typeof cardSideSchema>;

export const cardTemplateSchema = z
  .object({
    trim: trimSizeSchema,
    bleedMm: number(0, MAX_BLEED_MM).default(3),
    safeMm: number(0, MAX_SAFE_MM).default(4),
    sides: z
      .array(cardSideSchema)
      .min(1, { error: fieldErrorMessage('required') })
      .max(2, { error: fieldErrorMessage('too_many', { maximum: 2, items: 'sides' }) }),
  })
  .superRefine((template, ctx) => {
    const { widthMm, heightMm } = template.trim;
    if (template.safeMm * 2 >= Math.min(widthMm, heightMm)) {
      ctx.addIssue({
        code: 'custom',
        path: ['safeMm'],
        message: fieldErrorMessage('too_big', { maximum: Math.min(widthMm, heightMm) / 2 }),
      });
    }
    const keys = new Set<string>();
    template.sides.forEach((side, s) =>
      side.fields.forEach((field, f) => {
        if (keys.has(field.key)) {
          ctx.addIssue({
            code: 'custom',
            path: ['sides', s, 'fields', f, 'key'],
            message: fieldErrorMessage('repeated_ids', { items: 'field' }),
          });
        }
        keys.add(field.key);
        const { box } = field;
        const bleed = template.bleedMm;
        const outside =
          box.xMm < -bleed ||
          box.yMm < -bleed ||
          box.xMm + box.widthMm > widthMm + bleed ||
          box.yMm + box.heightMm > heightMm + bleed;
        if (outside) {
          ctx.addIssue({
            code: 'custom',
            path: ['sides', s, 'fields', f, 'box'],
            message: fieldErrorMessage('out_of_range', {
              minimum: -bleed,
              maximum: Math.max(widthMm, heightMm) + bleed,
            }),
          });
        }
      }),
    );
  });
export type CardTemplate = z.infer<typeof cardTemplateSchema>;
export type CardTemplateInput = z.input<typeof cardTemplateSchema>;

/** Whether a box lies inside the safe area (trim less the safe margin on each side). */
export function insideSafeArea(template: CardTemplate, box: CardBox): boolean {
  const { widthMm, heightMm } = template.trim;
  const safe = template.safeMm;
  return (
    box.xMm >= safe &&
    box.yMm >= safe &&
    box.xMm + box.widthMm <= widthMm - safe &&
    box.yMm + box.heightMm <= heightMm - safe
  );
}

// --- What a customer fills in --------------------------------------------------------------------

/**
 * A customer's values, by field key: text for text and QR fields, an uploaded file's id for image
 * fields. The wire's own cap (`MAX_CARD_VALUE_LENGTH`) comes before each field's limit.
 */
export const cardValuesSchema = z.record(
  printKeySchema,
  z.string({ error: fieldErrorMessage('not_text') }).max(MAX_CARD_VALUE_LENGTH, {
    error: fieldErrorMessage('too_long', { maximum: MAX_CARD_VALUE_LENGTH }),
  }),
);
export type CardValues = z.infer<typeof cardValuesSchema>;

const REGIONAL_INDICATOR = /[\u{1f1e6}-\u{1f1ff}]/u;
/** Skin tones, the emoji variation selector and the keycap's combining mark. */
const isEmojiPart = (codePoint: number) =>
  (codePoint >= 0x1f3fb && codePoint <= 0x1f3ff) || codePoint === 0xfe0f || codePoint === 0x20e3;

/**
 * Emoji: pictographs drawn in colour (😀 ❤️ 🇮🇶), their skin tones, flags and keycaps. Symbols a
 * text font has and people type on cards (© ® ™ ↔) are not emoji here.
 */
export function isEmoji(char: string): boolean {
  const codePoint = char.codePointAt(0) ?? 0;
  if (/\p{Emoji_Presentation}/u.test(char)) return true;
  if (REGIONAL_INDICATOR.test(char) || isEmojiPart(codePoint)) return true;
  return /\p{Extended_Pictographic}/u.test(char) && codePoint >= 0x2300;
}

/** Characters with no shape of their own that order or join text (bidi marks, ZWNJ, ZWJ). */
export const TEXT_CONTROLS = /[\u061c\u200c-\u200f\u202a-\u202e\u2066-\u2069]/u;

/**
 * Characters a card can print: Latin with its accents and punctuation, the Arabic block (Sorani,
 * Arabic and Persian letters, both kinds of Eastern digits), typographic punctuation, and the marks
 * that order and join text. The server also asks the chosen font (`unsupported_characters`).
 */
export function isPrintableCharacter(char: string): boolean {
  const c = char.codePointAt(0) ?? 0;
  return (
    (c >= 0x20 && c <= 0x7e) ||
    (c >= 0xa0 && c <= 0x17f) ||
    (c >= 0x600 && c <= 0x6ff && c !== 0x6dd) ||
    (c >= 0xfb50 && c <= 0xfdff) ||
    (c >= 0xfe70 && c <= 0xfefc) ||
    (c >= 0x2010 && c <= 0x2027) ||
    (c >= 0x2030 && c <= 0x205e) ||
    c === 0x20ac ||
    c === 0x2122 ||
    TEXT_CONTROLS.test(char)
  );
}

/** How a refused character is named to the reader: itself, or U+XXXX for one that shows nothing. */
export function characterName(char: string): string {
  const codePoint = char.codePointAt(0) ?? 0;
  const visible = /[\p{L}\p{N}\p{P}\p{S}]/u.test(char) && !/\p{M}/u.test(char);
  return visible ? char : `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Up to ten distinct characters, named, for a field error's `characters` param. */
export function namedCharacters(chars: Iterable<string>): string {
  return [...new Set(chars)].slice(0, 10).map(characterName).join(' ');
}

/**
 * Text split into what a reader sees as characters (an emoji with its skin tone or a flag is one),
 * so that a refusal names "👍🏽", not two halves.
 */
function graphemes(text: string): string[] {
  const Segmenter = (Intl as { Segmenter?: typeof Intl.Segmenter }).Segmenter;
  if (!Segmenter) return [...text];
  return [...new Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map(
    (part) => part.segment,
  );
}

/** The refusal of a text value's characters, if any: emoji first, then anything else unprintable. */
export function textCharactersError(text: string): FieldError | undefined {
  const emoji: string[] = [];
  const unsupported: string[] = [];
  for (const grapheme of graphemes(text)) {
    if ([...grapheme].some(isEmoji)) emoji.push(grapheme);
    else {
      for (const char of grapheme) {
        if (char !== '\n' && !isPrintableCharacter(char)) unsupported.push(char);
      }
    }
  }
  if (emoji.length > 0) {
    return {
      code: 'emoji_not_allowed',
      params: { characters: [...new Set(emoji)].slice(0, 10).join(' ') },
    };
  }
  if (unsupported.length > 0) {
    return { code: 'unsupported_characters', params: { characters: namedCharacters(unsupported) } };
  }
  return undefined;
}

/** A phone number or another run of digit groups: 0750 123 4567, +964 750 123 4567, ٠٧٥٠ ١٢٣ ٤٥٦٧. */
const DIGIT_GROUPS =
  /\+?[0-9\u0660-\u0669\u06f0-\u06f9]+(?:[ \u00a0-][0-9\u0660-\u0669\u06f0-\u06f9]+)+/g;

/**
 * Digit groups kept left to right as a whole (between LRI and PDI): in a right-to-left line the
 * bidi algorithm sets "0750 123 4567" as "4567 123 0750", since the spaces between the groups take
 * the line's direction. The preview and the print file both lay text out through this, so they
 * agree; the marks are not drawn and not part of the text read back.
 */
export function isolateDigitGroups(text: string): string {
  return text.replace(DIGIT_GROUPS, (groups) => `\u2066${groups}\u2069`);
}

/** A link a QR code may open: http(s) only, no spaces, at most 300 characters. */
export function isQrLink(text: string): boolean {
  if (text.length > 300 || /\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** What a QR field's code holds for a value (a `tel:` link, a wa.me link, the web address); null if the value is refused. */
export function qrPayload(field: Pick<CardQrField, 'content'>, value: string): string | null {
  const text = value.trim();
  if (field.content === 'link') return isQrLink(text) ? text : null;
  if (field.content === 'phone') {
    const phone = parseIraqiContactPhone(text);
    return phone ? `tel:${phone}` : null;
  }
  const mobile = parseIraqiPhone(text);
  return mobile ? `https://wa.me/${mobile.slice(1)}` : null;
}

/** A refusal of one value, at its field's key. */
export interface CardValueIssue {
  key: string;
  error: FieldError;
}

const QR_ERRORS: Record<QrContent, FieldError> = {
  phone: { code: 'invalid_contact_phone' },
  whatsapp: { code: 'invalid_phone' },
  link: { code: 'invalid_link' },
};

/**
 * What is wrong with a customer's values for `template`, field by field: a required field left
 * empty, a key the template does not have, text longer than its field allows, emoji or characters
 * a card cannot print (named), a QR value that is no phone number or link. Image fields hold an
 * uploaded file's id; the file itself is checked when the card is made.
 */
export function cardValueIssues(template: CardTemplate, values: CardValues): CardValueIssue[] {
  const issues: CardValueIssue[] = [];
  const fields = new Map(template.sides.flatMap((side) => side.fields).map((f) => [f.key, f]));
  for (const key of Object.keys(values)) {
    if (!fields.has(key)) issues.push({ key, error: { code: 'invalid' } });
  }
  for (const field of fields.values()) {
    const value = values[field.key] ?? '';
    if (value.trim() === '') {
      if (field.required) issues.push({ key: field.key, error: { code: 'required' } });
      continue;
    }
    if (field.kind === 'text') {
      if ([...value].length > field.maxLength) {
        issues.push({
          key: field.key,
          error: { code: 'too_long', params: { maximum: field.maxLength } },
        });
        continue;
      }
      const lines = value.split('\n').length;
      if (lines > field.maxLines) {
        issues.push({
          key: field.key,
          error: { code: 'too_many', params: { maximum: field.maxLines, items: 'lines' } },
        });
        continue;
      }
      const refused = textCharactersError(value);
      if (refused) issues.push({ key: field.key, error: refused });
    } else if (field.kind === 'qr') {
      if (qrPayload(field, value) === null)
        issues.push({ key: field.key, error: QR_ERRORS[field.content] });
    } else if (!idSchema.safeParse(value).success) {
      issues.push({ key: field.key, error: { code: 'invalid_id' } });
    }
  }
  return issues;
}

/** The values for `template`, refused with coded issues (`values.<key>`) as every contract schema is. */
export const cardValuesSchemaFor = (template: CardTemplate) =>
  cardValuesSchema.superRefine((values, ctx) => {
    for (const issue of cardValueIssues(template, values)) {
      ctx.addIssue({
        code: 'custom',
        path: [issue.key],
        message: fieldErrorMessage(issue.error.code, issue.error.params),
      });
    }
  });

/** "Many of one": a row of values per person, each its own card, at most `MAX_CARD_BATCH_ROWS`. */
export const cardBatchSchemaFor = (template: CardTemplate) =>
  z
    .array(cardValuesSchemaFor(template))
    .min(1, { error: fieldErrorMessage('required') })
    .max(MAX_CARD_BATCH_ROWS, {
      error: fieldErrorMessage('too_many', { maximum: MAX_CARD_BATCH_ROWS, items: 'rows' }),
    });
