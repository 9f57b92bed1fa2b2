import { describe, expect, it } from 'vitest';
import {
  type CardTemplateInput,
  cardTemplateSchema,
  cardValueIssues,
  insideSafeArea,
  isEmoji,
  isolateDigitGroups,
  qrPayload,
  textCharactersError,
} from './card-templates';
import { readFieldError } from './field-errors';

const label = { kr: 'ناو', ar: 'الاسم', en: 'Name' };
const base = {
  trim: { widthMm: 85, heightMm: 55 },
  sides: [
    {
      fields: [
        {
          kind: 'text',
          key: 'name',
          label,
          box: { xMm: 5, yMm: 5, widthMm: 60, heightMm: 8 },
          font: 'vazirmatn-bold',
          sizePt: 14,
          minSizePt: 8,
          colour: '#1A2B6D',
          maxLength: 40,
          required: true,
        },
        {
          kind: 'qr',
          key: 'site',
          label,
          content: 'link',
          box: { xMm: 60, yMm: 30, widthMm: 20, heightMm: 20 },
        },
        {
          kind: 'qr',
          key: 'call',
          label,
          content: 'phone',
          box: { xMm: 5, yMm: 30, widthMm: 20, heightMm: 20 },
        },
      ],
    },
  ],
} satisfies CardTemplateInput;

describe('card templates', () => {
  it('reads a template with its defaults (bleed 3 mm, safe 4 mm, start, auto, one line)', () => {
    const template = cardTemplateSchema.parse(base);
    expect(template.bleedMm).toBe(3);
    expect(template.safeMm).toBe(4);
    const field = template.sides[0]!.fields[0]!;
    expect(field).toMatchObject({
      align: 'start',
      direction: 'auto',
      maxLines: 1,
      colour: '#1a2b6d',
    });
    expect(insideSafeArea(template, field.box)).toBe(true);
    expect(insideSafeArea(template, { xMm: 1, yMm: 5, widthMm: 10, heightMm: 5 })).toBe(false);
  });

  it('refuses with codes: a repeated key, a box past the bleed, a smallest size above the size, an unknown font', () => {
    const field = base.sides[0]!.fields[0]!;
    const codesOf = (template: unknown) =>
      cardTemplateSchema
        .safeParse(template)
        .error?.issues.map((issue) => [issue.path.join('.'), readFieldError(issue.message)?.code]);
    const fields = (...list: object[]) => ({ ...base, sides: [{ fields: list }] });
    expect(
      codesOf(fields({ ...field, minSizePt: 20 }, { ...field, key: 'other', font: 'comic-sans' })),
    ).toEqual([
      ['sides.0.fields.0.minSizePt', 'above_other'],
      ['sides.0.fields.1.font', 'invalid_choice'],
    ]);
    // The template's own checks run once its fields are well formed.
    expect(
      codesOf(fields(field, { ...field, box: { xMm: 80, yMm: 5, widthMm: 20, heightMm: 8 } })),
    ).toEqual([
      ['sides.0.fields.1.key', 'repeated_ids'],
      ['sides.0.fields.1.box', 'out_of_range'],
    ]);
  });

  it('names emoji and unprintable characters, and lets Sorani, Arabic, Latin and marks through', () => {
    expect(textCharactersError('ڕێبوار ئەحمەد — rebwar@x.iq ٠٧٥٠ © ™')).toBeUndefined();
    expect(textCharactersError('Hi 👍🏽 🇮🇶 ❤️')).toEqual({
      code: 'emoji_not_allowed',
      params: { characters: '👍🏽 🇮🇶 ❤️' },
    });
    expect(textCharactersError('名字 \u0007')).toEqual({
      code: 'unsupported_characters',
      params: { characters: '名 字 U+0007' },
    });
    expect(isEmoji('©')).toBe(false);
    expect(isEmoji('😀')).toBe(true);
  });

  it('checks values against their fields', () => {
    const template = cardTemplateSchema.parse(base);
    expect(
      cardValueIssues(template, {
        name: 'ڕێبوار',
        site: 'https://chapkhana.iq',
        call: '066 222 3344',
      }),
    ).toEqual([]);
    expect(
      cardValueIssues(template, { site: 'javascript:alert(1)', call: '12', extra: 'x' }),
    ).toEqual([
      { key: 'extra', error: { code: 'invalid' } },
      { key: 'name', error: { code: 'required' } },
      { key: 'site', error: { code: 'invalid_link' } },
      { key: 'call', error: { code: 'invalid_contact_phone' } },
    ]);
    expect(cardValueIssues(template, { name: 'x'.repeat(41) })).toEqual([
      { key: 'name', error: { code: 'too_long', params: { maximum: 40 } } },
    ]);
    expect(cardValueIssues(template, { name: 'a\nb' })).toEqual([
      { key: 'name', error: { code: 'too_many', params: { maximum: 1, items: 'lines' } } },
    ]);
  });

  it('makes QR payloads: tel: for a phone, wa.me for WhatsApp, the link itself', () => {
    expect(qrPayload({ content: 'phone' }, '٠٧٥٠ ١٢٣ ٤٥٦٧')).toBe('tel:+9647501234567');
    expect(qrPayload({ content: 'whatsapp' }, '0750 123 4567')).toBe('https://wa.me/9647501234567');
    expect(qrPayload({ content: 'whatsapp' }, '066 222 3344')).toBeNull();
    expect(qrPayload({ content: 'link' }, 'https://chapkhana.iq/shop')).toBe(
      'https://chapkhana.iq/shop',
    );
    expect(qrPayload({ content: 'link' }, 'ftp://x.iq')).toBeNull();
  });

  it('keeps digit groups together as left-to-right islands', () => {
    expect(isolateDigitGroups('مۆبایل: 0750 123 4567')).toBe('مۆبایل: \u20660750 123 4567\u2069');
    expect(isolateDigitGroups('+964 750 123-4567 و ٠٧٥٠ ١٢٣')).toBe(
      '\u2066+964 750 123-4567\u2069 و \u2066٠٧٥٠ ١٢٣\u2069',
    );
    expect(isolateDigitGroups('بناية 24')).toBe('بناية 24');
  });
});
