import type { CardTemplateBody } from '@chapkhana/shared/card-designs';
import type { CardTemplateInput } from '@chapkhana/shared/card-templates';

const label = { kr: 'ناو', ar: 'الاسم', en: 'Name' };

/** A text field of a card, 75 mm wide and 8 mm high at `yMm`. */
export const cardTextField = (key: string, yMm: number, extra: object = {}) => ({
  kind: 'text' as const,
  key,
  label,
  box: { xMm: 5, yMm, widthMm: 75, heightMm: 8 },
  font: 'vazirmatn-regular' as const,
  sizePt: 11,
  minSizePt: 7,
  colour: '#1a2b6d',
  maxLength: 120,
  ...extra,
});

/**
 * A one-sided card template for CARD_PRINT's size (90 × 50 mm, 3 mm bleed): a required name, an
 * email, a phone as a QR code, and a logo; `background` names a file for the side's background.
 */
export function cardTemplate(
  background: CardTemplateInput['sides'][number]['background'] = {
    kind: 'colour',
    colour: '#f4efe6',
  },
): CardTemplateInput {
  return {
    trim: { widthMm: 90, heightMm: 50 },
    bleedMm: 3,
    safeMm: 4,
    sides: [
      {
        background,
        fields: [
          cardTextField('name', 6, { font: 'vazirmatn-bold', sizePt: 14, required: true }),
          cardTextField('email', 16),
          {
            kind: 'qr',
            key: 'phone',
            label,
            content: 'phone',
            box: { xMm: 62, yMm: 24, widthMm: 20, heightMm: 20 },
          },
          {
            kind: 'image',
            key: 'logo',
            label,
            box: { xMm: 5, yMm: 26, widthMm: 18, heightMm: 18 },
          },
        ],
      },
    ],
  };
}

/** The body that makes `cardTemplate()` for `productId`. */
export const cardTemplateBody = (
  productId: string,
  overrides: Partial<CardTemplateBody> = {},
): CardTemplateBody => ({
  productId,
  name: { kr: 'کارتی کار', ar: 'بطاقة عمل', en: 'Business card' },
  template: cardTemplate(),
  published: true,
  ...overrides,
});
